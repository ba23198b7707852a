// Ownership, recursion past 64 and to 10,000 levels, IsEntered on owner and
// non-owner threads, TryEnter failing at once on a lock held elsewhere and
// succeeding on a free or recursively held one, timed TryEnter, and the
// owner's recursive TryEnter while another thread inflates the lock; each
// on a fresh, a hashed and an inflated object.
using System;
using System.Diagnostics;
using System.Threading;

class MonitorOwner
{
    static object s_obj;
    static volatile int s_stage;
    static volatile bool s_result;
    static volatile int s_failures;

    static object Make(int kind)
    {
        object o = new object();
        if (kind == 1)
            o.GetHashCode();
        if (kind == 2)
        {
            lock (o)
            {
                o.GetHashCode();
            }
        }
        return o;
    }

    static string KindName(int kind)
    {
        if (kind == 0)
            return "fresh";
        if (kind == 1)
            return "hashed";
        return "inflated";
    }

    static void Probe()
    {
        // runs on another thread while the main thread owns s_obj
        bool entered = Monitor.IsEntered(s_obj);
        bool tried = Monitor.TryEnter(s_obj);
        bool tried0 = Monitor.TryEnter(s_obj, 0);
        bool taken = false;
        Monitor.TryEnter(s_obj, ref taken);
        bool taken0 = false;
        Monitor.TryEnter(s_obj, 0, ref taken0);
        Stopwatch sw = Stopwatch.StartNew();
        bool timed = Monitor.TryEnter(s_obj, 100);
        long ms = sw.ElapsedMilliseconds;
        string exit = "no exception";
        try
        {
            Monitor.Exit(s_obj);
        }
        catch (SynchronizationLockException)
        {
            exit = "SynchronizationLockException";
        }
        Console.WriteLine("  other thread: IsEntered " + entered + ", TryEnter " + tried + ", TryEnter(0) " + tried0
            + ", TryEnter(ref) " + taken + ", TryEnter(0, ref) " + taken0);
        Console.WriteLine("  other thread: TryEnter(100) " + timed + " after >= 90 ms " + (ms >= 90) + ", Exit: " + exit);
    }

    static void Inflater()
    {
        s_stage = 1;
        lock (s_obj)   // blocks: inflates the lock held by the main thread
        {
            s_result = true;
        }
    }

    static void Recursion(object o, int levels)
    {
        for (int i = 0; i < levels; i++)
            Monitor.Enter(o);
        bool ok = Monitor.IsEntered(o);
        for (int i = 0; i < levels - 1; i++)
            Monitor.Exit(o);
        ok = ok && Monitor.IsEntered(o);
        Monitor.Exit(o);
        Console.WriteLine("  recursion " + levels + ": held throughout " + ok + ", released " + !Monitor.IsEntered(o));
    }

    static void Main()
    {
        for (int kind = 0; kind < 3; kind++)
        {
            object o = Make(kind);
            int h = o.GetHashCode();
            Console.WriteLine(KindName(kind) + ":");
            Recursion(o, 1);
            Recursion(o, 64);
            Recursion(o, 65);
            Recursion(o, 200);
            Recursion(o, 10000);
            Console.WriteLine("  TryEnter free " + Monitor.TryEnter(o) + ", recursive " + Monitor.TryEnter(o)
                + ", TryEnter(0) recursive " + Monitor.TryEnter(o, 0) + ", TryEnter(50) recursive " + Monitor.TryEnter(o, 50));
            Monitor.Exit(o);
            Monitor.Exit(o);
            Monitor.Exit(o);
            Console.WriteLine("  IsEntered by owner " + Monitor.IsEntered(o));
            s_obj = o;
            Thread t = new Thread(Probe);
            t.Start();
            t.Join();
            Monitor.Exit(o);
            Console.WriteLine("  released " + !Monitor.IsEntered(o));

            // the owner's recursive TryEnter never fails while another thread inflates
            Monitor.Enter(o);
            s_stage = 0;
            s_result = false;
            s_failures = 0;
            Thread inf = new Thread(Inflater);
            inf.Start();
            while (s_stage == 0)
                Thread.Sleep(1);
            for (int i = 0; i < 2000; i++)
            {
                if (!Monitor.TryEnter(o))
                    s_failures++;
                else
                    Monitor.Exit(o);
                if (i % 500 == 0)
                    Thread.Sleep(1);
            }
            Console.WriteLine("  recursive TryEnter failures during inflation: " + s_failures);
            Monitor.Exit(o);
            inf.Join();
            Console.WriteLine("  inflater acquired after release " + s_result + ", hash stable " + (o.GetHashCode() == h));
        }
    }
}
