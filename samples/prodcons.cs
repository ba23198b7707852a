// args: 3000
// A bounded producer/consumer queue built on Monitor.Wait and PulseAll:
// two producers put the numbers 1..N into a 4-slot ring buffer, two
// consumers take them out, and the sum and count of what was consumed must
// match what was produced. Usage: prodcons [N] (default 100000).
using System;
using System.Threading;

class BoundedQueue
{
    readonly int[] slots;
    int head, count;

    public BoundedQueue(int capacity) { slots = new int[capacity]; }

    public void Put(int item)
    {
        lock (this)
        {
            while (count == slots.Length) Monitor.Wait(this);
            slots[(head + count) % slots.Length] = item;
            count++;
            Monitor.PulseAll(this);
        }
    }

    public int Take()
    {
        lock (this)
        {
            while (count == 0) Monitor.Wait(this);
            int item = slots[head];
            head = (head + 1) % slots.Length;
            count--;
            Monitor.PulseAll(this);
            return item;
        }
    }
}

class ProdCons
{
    const int Producers = 2;
    const int Consumers = 2;
    static BoundedQueue queue = new BoundedQueue(4);
    static int perProducer;
    static long consumedSum;
    static int consumedCount;

    static void Produce()
    {
        for (int i = 1; i <= perProducer; i++) queue.Put(i);
    }

    // Each consumer takes its share; a 0 never appears since items start at 1.
    static void Consume(object share)
    {
        int n = (int)((int[])share)[0];
        long sum = 0;
        for (int i = 0; i < n; i++) sum += queue.Take();
        Interlocked.Add(ref consumedSum, sum);
        Interlocked.Add(ref consumedCount, n);
    }

    static int Main(string[] args)
    {
        perProducer = args.Length > 0 ? int.Parse(args[0]) : 100000;
        int total = perProducer * Producers;
        Thread[] threads = new Thread[Producers + Consumers];
        for (int i = 0; i < Consumers; i++)
        {
            int share = total / Consumers + (i == 0 ? total % Consumers : 0);
            threads[i] = new Thread(Consume);
            threads[i].Start(new int[] { share });
        }
        for (int i = 0; i < Producers; i++)
        {
            threads[Consumers + i] = new Thread(Produce);
            threads[Consumers + i].Start();
        }
        for (int i = 0; i < threads.Length; i++) threads[i].Join();
        long expected = (long)Producers * perProducer * (perProducer + 1L) / 2;
        Console.WriteLine("producers " + Producers + ", consumers " + Consumers + ", items " + consumedCount);
        Console.WriteLine("checksum " + consumedSum + " (expected " + expected + ")");
        bool ok = consumedSum == expected && consumedCount == total;
        Console.WriteLine(ok ? "OK" : "MISMATCH");
        return ok ? 0 : 1;
    }
}
