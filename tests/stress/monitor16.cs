// Stress: 16 threads on the same few objects, each round mixing nested
// `lock` (two objects in a fixed order, plus recursion), Monitor.TryEnter
// with timeouts 0 and 1 ms (both forms), Wait/Pulse/PulseAll with a timeout
// on a recursively held box, GetHashCode of the same objects (they start
// thin and are hashed while other threads hold them), allocation and
// GC.Collect(). Checks, whatever the interleaving: no lost update under any
// lock, Monitor.IsEntered true exactly where the lock is held (also after a
// Wait, which must restore every recursion level), TryEnter successes equal
// the updates they made, tokens put minus tokens taken equal what is left,
// every object's hash code never changes, Exit of a lock not held throws
// SynchronizationLockException, and every thread finishes (Join with a
// deadline, so a stuck thread fails the test instead of hanging it).
// args: 20000
using System;
using System.Threading;

class Shared
{
    public static object[] objs = { new object(), new object(), new object() };
    public static object box = new object();
    public static int[] nested = new int[3];      // guarded by objs[k]
    public static int[] tried = new int[3];       // guarded by objs[k]
    public static int[] hashes = new int[4];      // first hash seen, 0 until then
    public static int tokens;                     // guarded by box
    public static int bad;
    public static int finished;
    public static int threw;
    public static object gate = new object();
    public static int ready;
    public const int Threads = 16;
}

class Worker
{
    int id;
    int rounds;
    public int tryOk;
    public int puts;
    public int takes;

    public Worker(int id, int rounds)
    {
        this.id = id;
        this.rounds = rounds;
    }

    static void Bad()
    {
        Interlocked.Increment(ref Shared.bad);
    }

    static void CheckHash(int k, object o)
    {
        int h = o.GetHashCode();
        int first = Interlocked.CompareExchange(ref Shared.hashes[k], h, 0);
        if (first != 0 && first != h)
            Bad();
    }

    void Nested(int i)
    {
        int a = (id + i) % 3, b = (id + i + 1 + i % 2) % 3;
        if (a == b) b = (a + 1) % 3;
        int lo = a < b ? a : b, hi = a < b ? b : a;
        object ol = Shared.objs[lo], oh = Shared.objs[hi];
        lock (ol)
        {
            lock (oh)
            {
                lock (ol)
                {
                    Shared.nested[lo]++;
                    Shared.nested[hi]++;
                    if (i >= rounds / 4 && i % 3 == 0)
                        CheckHash(lo, ol);   // hashing a lock this thread holds
                }
                if (!Monitor.IsEntered(ol) || !Monitor.IsEntered(oh))
                    Bad();
            }
            if (!Monitor.IsEntered(ol) || Monitor.IsEntered(oh))
                Bad();
        }
    }

    void Try(int i)
    {
        int k = (id * 7 + i) % 3;
        object o = Shared.objs[k];
        int timeout = i % 3 == 0 ? 0 : 1;
        if (i % 2 == 0)
        {
            if (Monitor.TryEnter(o, timeout))
            {
                try { Shared.tried[k]++; tryOk++; }
                finally { Monitor.Exit(o); }
            }
        }
        else
        {
            bool taken = false;
            try
            {
                Monitor.TryEnter(o, timeout, ref taken);
                if (taken) { Shared.tried[k]++; tryOk++; }
            }
            finally
            {
                if (taken) Monitor.Exit(o);
            }
        }
    }

    void Box(int i)
    {
        object box = Shared.box;
        lock (box)
        {
            lock (box)
            {
                if ((id + i) % 2 == 0)
                {
                    Shared.tokens++;
                    puts++;
                    if (i % 5 == 0) Monitor.PulseAll(box);
                    else Monitor.Pulse(box);
                }
                else
                {
                    if (Shared.tokens == 0)
                        Monitor.Wait(box, 1);
                    if (!Monitor.IsEntered(box))
                        Bad();
                    if (Shared.tokens > 0)
                    {
                        Shared.tokens--;
                        takes++;
                    }
                }
            }
            if (!Monitor.IsEntered(box))
                Bad();
        }
        if (Monitor.IsEntered(box))
            Bad();
    }

    // All threads start their rounds together, so they overlap.
    static void StartTogether()
    {
        lock (Shared.gate)
        {
            Shared.ready++;
            if (Shared.ready == Shared.Threads)
                Monitor.PulseAll(Shared.gate);
            while (Shared.ready < Shared.Threads)
                Monitor.Wait(Shared.gate);
        }
    }

    public void Run()
    {
        StartTogether();
        try { Monitor.Exit(Shared.box); }
        catch (SynchronizationLockException) { Interlocked.Increment(ref Shared.threw); }
        for (int i = 0; i < rounds; i++)
        {
            Nested(i);
            Try(i);
            Box(i);
            if (i >= rounds / 4)
            {
                CheckHash(i % 3, Shared.objs[i % 3]);
                if (i % 7 == id % 7)
                    CheckHash(3, Shared.box);
            }
            object[] junk = new object[4 + i % 8];
            junk[0] = junk;
            if (i % 64 == id % 64)
                GC.Collect();
        }
        Interlocked.Increment(ref Shared.finished);
    }
}

class Monitor16
{
    static int Main(string[] args)
    {
        int rounds = args.Length > 0 ? int.Parse(args[0]) : 5000;
        const int threads = Shared.Threads;
        Thread[] ts = new Thread[threads];
        Worker[] ws = new Worker[threads];
        for (int i = 0; i < threads; i++)
        {
            ws[i] = new Worker(i, rounds);
            ts[i] = new Thread(ws[i].Run);
        }
        for (int i = 0; i < threads; i++)
            ts[i].Start();
        int joined = 0;
        for (int i = 0; i < threads; i++)
            if (ts[i].Join(300000))
                joined++;
        int nested = 0, tried = 0, tryOk = 0, puts = 0, takes = 0;
        for (int k = 0; k < 3; k++)
        {
            nested += Shared.nested[k];
            tried += Shared.tried[k];
        }
        for (int i = 0; i < threads; i++)
        {
            tryOk += ws[i].tryOk;
            puts += ws[i].puts;
            takes += ws[i].takes;
        }
        bool hashes = true;
        for (int k = 0; k < 3; k++)
            if (Shared.hashes[k] != Shared.objs[k].GetHashCode())
                hashes = false;
        if (Shared.hashes[3] != Shared.box.GetHashCode())
            hashes = false;
        Console.WriteLine("joined " + joined + " finished " + Shared.finished);
        Console.WriteLine("nested updates " + nested + " of " + 2 * threads * rounds);
        Console.WriteLine("ownership checks failed " + Shared.bad);
        Console.WriteLine("tryenter updates match " + (tried == tryOk));
        Console.WriteLine("tokens match " + (puts - takes == Shared.tokens) + ", puts " + puts);
        Console.WriteLine("hash codes stable " + hashes);
        Console.WriteLine("exit without lock threw " + Shared.threw);
        return joined == threads && Shared.bad == 0 ? 0 : 1;
    }
}
