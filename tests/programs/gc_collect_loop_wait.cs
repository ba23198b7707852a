// A thread calling GC.Collect() in a loop must not starve threads that use
// Monitor.Wait/PulseAll: a bounded buffer with two producers and two
// consumers finishes, and every join succeeds (before the fix, interp runs
// took minutes and joins timed out). The workers start only once the
// collector has finished a collection, so it is looping while they run on
// every schedule (a slow start of its thread once let them finish first).
using System;
using System.Threading;

class GcCollectLoopWait
{
    static readonly object Gate = new object();
    static volatile bool stop;
    static int items, produced, consumed;
    static volatile int collections;
    const int PerProducer = 300;

    static void Collector()
    {
        while (!stop)
        {
            GC.Collect();
            collections++;
        }
    }

    static void Producer()
    {
        for (int i = 0; i < PerProducer; i++)
        {
            lock (Gate)
            {
                while (items >= 2)
                    Monitor.Wait(Gate);
                items++;
                produced++;
                Monitor.PulseAll(Gate);
            }
        }
    }

    static void Consumer()
    {
        for (int i = 0; i < PerProducer; i++)
        {
            lock (Gate)
            {
                while (items == 0)
                    Monitor.Wait(Gate);
                items--;
                consumed++;
                Monitor.PulseAll(Gate);
            }
        }
    }

    static void Main()
    {
        Thread collector = new Thread(Collector);
        collector.Start();
        while (collections == 0)
            Thread.Yield();
        Thread[] workers = { new Thread(Producer), new Thread(Producer), new Thread(Consumer), new Thread(Consumer) };
        for (int i = 0; i < workers.Length; i++)
            workers[i].Start();
        bool joined = true;
        for (int i = 0; i < workers.Length; i++)
            joined &= workers[i].Join(60000);
        stop = true;
        joined &= collector.Join(60000);
        Console.WriteLine("joined: " + joined);
        Console.WriteLine("produced: " + produced + ", consumed: " + consumed + ", left: " + items);
        Console.WriteLine("collector looping when they started: " + (collections > 0));
    }
}
