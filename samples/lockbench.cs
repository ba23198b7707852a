// args: 2000 --check
// Monitor throughput: the scenarios of the dotnet/runtime thin-lock PR
// (see BENCHMARKS.md). For each scenario it prints `NAME VALUE ns/op` and
// `NAME VALUE ops/ms`, the figures `kiln compare` collects:
//   EnterExit_ThinLock / _FatLock            Monitor.Enter + Monitor.Exit
//   ReliableEnterExit_ThinLock / _FatLock    the lock statement (Enter(o, ref taken))
//   TryEnterExitWhenUnlocked_*               TryEnter on a free lock + Exit
//   TryEnterWhenLocked_*                     one-shot TryEnter while another
//                                            thread holds the lock (all fail)
//   EnterExit_ThinLock_4threads              one lock, four threads
//   EnterExit_FatLock_4threads               the same on a lock inflated
//                                            first (System.Threading.Lock's
//                                            contended path; no C floor)
//   SpinWait_100                             Thread.SpinWait(100): about 3.7 us
//                                            on any CPU (calibrated iterations)
// A fat lock is made the way a real one appears: one contended Enter while
// another thread holds the lock inflates it.
// Usage: lockbench [ITERATIONS] [--check]. Every run checks its counters
// (no lost update, every TryEnter on a held lock failed) and exits 1 on a
// wrong count; with --check the timing lines are replaced by `NAME ok`, so
// the test suite can compare the output exactly.
using System;
using System.Diagnostics;
using System.Threading;

class LockBench
{
    static bool checkOnly;
    static int failures;
    static volatile bool holderReady;
    static volatile bool holderStop;
    static volatile bool contenderWaiting;
    static object contendedGate = new object();
    static object fatGate;
    static int shared;
    static int perThread;

    static void Report(string name, long ops, long ticks)
    {
        if (checkOnly) { Console.WriteLine(name + " ok"); return; }
        long ns = ticks * 1000000000L / Stopwatch.Frequency;
        if (ns <= 0) ns = 1;
        long perOpTenths = ns * 10 / ops;
        Console.WriteLine(name + " " + (perOpTenths / 10) + "." + (perOpTenths % 10) + " ns/op");
        Console.WriteLine(name + " " + (ops * 1000000L / ns) + " ops/ms");
    }

    static void Fail(string what)
    {
        Console.WriteLine("CHECK FAILED: " + what);
        failures++;
    }

    static void HoldUntilContended(object o)
    {
        lock (o)
        {
            holderReady = true;
            while (!contenderWaiting) Thread.Sleep(1);
            Thread.Sleep(20);
        }
    }

    // An object whose lock has been inflated by contention.
    static object Fat()
    {
        object o = new object();
        holderReady = false;
        contenderWaiting = false;
        Thread t = new Thread(HoldUntilContended);
        t.Start(o);
        while (!holderReady) Thread.Sleep(1);
        contenderWaiting = true;
        Monitor.Enter(o);
        Monitor.Exit(o);
        t.Join();
        return o;
    }

    static void EnterExit(string name, object o, int n)
    {
        Stopwatch sw = Stopwatch.StartNew();
        for (int i = 0; i < n; i++)
        {
            Monitor.Enter(o);
            Monitor.Exit(o);
        }
        sw.Stop();
        if (Monitor.IsEntered(o)) Fail(name + ": still entered");
        Report(name, n, sw.ElapsedTicks);
    }

    static void ReliableEnterExit(string name, object o, int n)
    {
        int count = 0;
        Stopwatch sw = Stopwatch.StartNew();
        for (int i = 0; i < n; i++)
        {
            lock (o) { count++; }
        }
        sw.Stop();
        if (count != n) Fail(name + ": " + count + " of " + n);
        Report(name, n, sw.ElapsedTicks);
    }

    static void TryEnterExitWhenUnlocked(string name, object o, int n)
    {
        int got = 0;
        Stopwatch sw = Stopwatch.StartNew();
        for (int i = 0; i < n; i++)
        {
            if (Monitor.TryEnter(o)) { got++; Monitor.Exit(o); }
        }
        sw.Stop();
        if (got != n) Fail(name + ": acquired " + got + " of " + n);
        Report(name, n, sw.ElapsedTicks);
    }

    static void Holder(object o)
    {
        lock (o)
        {
            holderReady = true;
            while (!holderStop) Thread.Sleep(1);
        }
    }

    static void TryEnterWhenLocked(string name, object o, int n)
    {
        holderReady = false;
        holderStop = false;
        Thread t = new Thread(Holder);
        t.Start(o);
        while (!holderReady) Thread.Sleep(1);
        int failed = 0;
        Stopwatch sw = Stopwatch.StartNew();
        for (int i = 0; i < n; i++)
        {
            if (Monitor.TryEnter(o)) Monitor.Exit(o);
            else failed++;
        }
        sw.Stop();
        holderStop = true;
        t.Join();
        if (failed != n) Fail(name + ": " + failed + " of " + n + " TryEnter calls failed");
        Report(name, n, sw.ElapsedTicks);
    }

    static void Contender()
    {
        for (int i = 0; i < perThread; i++)
        {
            lock (contendedGate) { shared++; }
        }
    }

    static void FatContender()
    {
        for (int i = 0; i < perThread; i++)
        {
            lock (fatGate) { shared++; }
        }
    }

    static void EnterExitThreads(string name, int threads, int n, bool fat)
    {
        perThread = n / threads;
        shared = 0;
        Thread[] ts = new Thread[threads];
        Stopwatch sw = Stopwatch.StartNew();
        for (int i = 0; i < threads; i++) { ts[i] = fat ? new Thread(FatContender) : new Thread(Contender); ts[i].Start(); }
        for (int i = 0; i < threads; i++) ts[i].Join();
        sw.Stop();
        if (shared != threads * perThread) Fail(name + ": lost updates, " + shared + " of " + threads * perThread);
        Report(name, (long)threads * perThread, sw.ElapsedTicks);
    }

    static void SpinWait100(string name, int n)
    {
        int calls = n / 100;
        if (calls < 1) calls = 1;
        Stopwatch sw = Stopwatch.StartNew();
        for (int i = 0; i < calls; i++)
            Thread.SpinWait(100);
        sw.Stop();
        Report(name, calls, sw.ElapsedTicks);
    }

    static int Main(string[] args)
    {
        int n = 200000;
        for (int i = 0; i < args.Length; i++)
        {
            if (args[i] == "--check") checkOnly = true;
            else n = int.Parse(args[i]);
        }
        if (n < 4) n = 4;
        EnterExit("EnterExit_ThinLock", new object(), n);
        EnterExit("EnterExit_FatLock", Fat(), n);
        ReliableEnterExit("ReliableEnterExit_ThinLock", new object(), n);
        ReliableEnterExit("ReliableEnterExit_FatLock", Fat(), n);
        TryEnterExitWhenUnlocked("TryEnterExitWhenUnlocked_ThinLock", new object(), n);
        TryEnterExitWhenUnlocked("TryEnterExitWhenUnlocked_FatLock", Fat(), n);
        TryEnterWhenLocked("TryEnterWhenLocked_ThinLock", new object(), n);
        TryEnterWhenLocked("TryEnterWhenLocked_FatLock", Fat(), n);
        EnterExitThreads("EnterExit_ThinLock_4threads", 4, n, false);
        fatGate = Fat();
        EnterExitThreads("EnterExit_FatLock_4threads", 4, n, true);
        SpinWait100("SpinWait_100", n);
        return failures == 0 ? 0 : 1;
    }
}
