// Lock ids that do not fit a thin lock (forced past 65535 by the
// KILN_FORCE_LOCKID_BASE test hook): every lock goes to the fat path, and
// counts stay exact: contended lock, recursion, TryEnter on a held lock,
// IsEntered, and a Wait/Pulse hand-off between 8 threads. Under Mono the
// ids are small, so its output differs in the first line only.
// env: KILN_FORCE_LOCKID_BASE=65536
// mono: skip-output
using System;
using System.Threading;

class LockIdFat
{
    const int Threads = 8;
    const int Rounds = 2000;
    static object gate = new object();
    static object queue = new object();
    static int counter;
    static int recursive;
    static int tryFailures;
    static int items;
    static int produced;
    static int consumed;
    static int bigIds;

    static void Worker()
    {
        if (Thread.CurrentThread.ManagedThreadId > 65535)
            Interlocked.Increment(ref bigIds);
        for (int i = 0; i < Rounds; i++)
        {
            lock (gate)
            {
                counter++;
                lock (gate)
                {
                    recursive++;
                }
            }
        }
    }

    static void Producer()
    {
        for (int i = 0; i < Rounds; i++)
        {
            lock (queue)
            {
                while (items == 4)
                    Monitor.Wait(queue);
                items++;
                produced++;
                Monitor.PulseAll(queue);
            }
        }
    }

    static void Consumer()
    {
        for (int i = 0; i < Rounds; i++)
        {
            lock (queue)
            {
                while (items == 0)
                    Monitor.Wait(queue);
                items--;
                consumed++;
                Monitor.PulseAll(queue);
            }
        }
    }

    static void TryHeld()
    {
        for (int i = 0; i < 100; i++)
            if (!Monitor.TryEnter(gate))
                tryFailures++;
    }

    static void Main()
    {
        Console.WriteLine("main id past 65535: " + (Thread.CurrentThread.ManagedThreadId > 65535));
        Thread[] ts = new Thread[Threads];
        for (int i = 0; i < Threads; i++)
            ts[i] = new Thread(Worker);
        for (int i = 0; i < Threads; i++)
            ts[i].Start();
        for (int i = 0; i < Threads; i++)
            ts[i].Join();
        Console.WriteLine("counter " + counter + " recursive " + recursive + " workers with big ids " + bigIds);

        lock (gate)
        {
            Console.WriteLine("held by main: " + Monitor.IsEntered(gate));
            Thread t = new Thread(TryHeld);
            t.Start();
            t.Join();
            Console.WriteLine("TryEnter failures on a held lock: " + tryFailures);
        }
        Console.WriteLine("held after exit: " + Monitor.IsEntered(gate));

        Thread[] pc = new Thread[Threads];
        for (int i = 0; i < Threads; i++)
            pc[i] = i % 2 == 0 ? new Thread(Producer) : new Thread(Consumer);
        for (int i = 0; i < Threads; i++)
            pc[i].Start();
        for (int i = 0; i < Threads; i++)
            pc[i].Join();
        Console.WriteLine("produced " + produced + " consumed " + consumed + " left " + items);
    }
}
