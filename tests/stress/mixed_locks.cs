// Stress: 8 threads, each round mixing a thin lock (its own object), a
// contended lock (fat by contention), a lock on a hashed object (fat by
// hash code), a Wait/PulseAll bounded buffer (4 producers, 4 consumers) and
// allocation kept alive in a ring. Run under KILN_GCSTRESS (a collection at
// every allocation slow path) and with --thinlock=native. Every count is
// exact, the consumed values sum to what was produced, the ring's arrays
// keep their contents, and every thread finishes (Join with a deadline, so
// a stuck thread fails the test instead of hanging it).
// args: 20000
using System;
using System.Threading;

class Shared
{
    public static object contended = new object();
    public static object hashed = new object();
    public static object queue = new object();
    public static int contendedCount;
    public static int hashedCount;
    public static int[] buffer = new int[8];
    public static int head;
    public static int count;
    public static long producedSum;
    public static long consumedSum;
    public static int produced;
    public static int consumed;
    public static int finished;
    public static int badArrays;
}

class Worker
{
    int id;
    int rounds;
    object mine = new object();
    int[][] ring = new int[16][];
    public int thin;

    public Worker(int id, int rounds)
    {
        this.id = id;
        this.rounds = rounds;
    }

    void Produce(int v)
    {
        lock (Shared.queue)
        {
            while (Shared.count == Shared.buffer.Length)
                Monitor.Wait(Shared.queue);
            Shared.buffer[(Shared.head + Shared.count) % Shared.buffer.Length] = v;
            Shared.count++;
            Shared.produced++;
            Shared.producedSum += v;
            Monitor.PulseAll(Shared.queue);
        }
    }

    void Consume()
    {
        lock (Shared.queue)
        {
            while (Shared.count == 0)
                Monitor.Wait(Shared.queue);
            int v = Shared.buffer[Shared.head];
            Shared.head = (Shared.head + 1) % Shared.buffer.Length;
            Shared.count--;
            Shared.consumed++;
            Shared.consumedSum += v;
            Monitor.PulseAll(Shared.queue);
        }
    }

    void Allocate(int i)
    {
        int slot = i % ring.Length;
        int[] old = ring[slot];
        if (old != null)
        {
            for (int k = 0; k < old.Length; k++)
                if (old[k] != old.Length + k)
                {
                    Interlocked.Increment(ref Shared.badArrays);
                    break;
                }
        }
        int n = 4 + (i * 7 + id) % 60;
        int[] a = new int[n];
        for (int k = 0; k < n; k++)
            a[k] = n + k;
        ring[slot] = a;
    }

    public void Run()
    {
        for (int i = 0; i < rounds; i++)
        {
            lock (mine)
            {
                thin++;
                Allocate(i);
            }
            lock (Shared.contended)
            {
                Shared.contendedCount++;
                if (i % 64 == 0)
                    Thread.Yield();
            }
            lock (Shared.hashed)
            {
                Shared.hashedCount++;
            }
            if (id % 2 == 0)
                Produce(id * 100000 + i);
            else
                Consume();
        }
        Interlocked.Increment(ref Shared.finished);
    }
}

class MixedLocks
{
    static void Main(string[] args)
    {
        int rounds = args.Length > 0 ? int.Parse(args[0]) : 1500;
        const int threads = 8;
        int hash = Shared.hashed.GetHashCode();   // the hashed lock starts out fat
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
            if (ts[i].Join(120000))
                joined++;
        long wantSum = 0;
        for (int t = 0; t < threads; t += 2)
            for (int i = 0; i < rounds; i++)
                wantSum += t * 100000 + i;
        int thin = 0;
        for (int i = 0; i < threads; i++)
            thin += ws[i].thin;
        Console.WriteLine("joined " + joined + " finished " + Shared.finished);
        Console.WriteLine("thin " + thin + " contended " + Shared.contendedCount + " hashed " + Shared.hashedCount);
        Console.WriteLine("lost updates " + (3 * threads * rounds - thin - Shared.contendedCount - Shared.hashedCount));
        Console.WriteLine("produced " + Shared.produced + " consumed " + Shared.consumed + " left " + Shared.count);
        Console.WriteLine("sums match " + (Shared.producedSum == wantSum && Shared.consumedSum == wantSum));
        Console.WriteLine("bad arrays " + Shared.badArrays);
        Console.WriteLine("hash stable " + (hash == Shared.hashed.GetHashCode()));
    }
}
