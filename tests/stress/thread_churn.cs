// Stress: start and join many short threads (100,000 by default) in
// batches of 8, each taking a shared lock once. Lock ids are recycled as
// threads end, so ids stay small however many threads have run; every
// thread runs exactly once and the count under the lock is exact.
// args: 100000
using System;
using System.Threading;

class Churn
{
    public static object gate = new object();
    public static int ran;
    public static int maxId;

    public void Run()
    {
        int id = Thread.CurrentThread.ManagedThreadId;
        lock (gate)
        {
            ran++;
            if (id > maxId)
                maxId = id;
        }
    }
}

class ThreadChurn
{
    static void Main(string[] args)
    {
        int total = args.Length > 0 ? int.Parse(args[0]) : 100000;
        const int batch = 8;
        Churn c = new Churn();
        Thread[] ts = new Thread[batch];
        int started = 0, joined = 0;
        while (started < total)
        {
            int n = total - started < batch ? total - started : batch;
            for (int i = 0; i < n; i++)
                ts[i] = new Thread(c.Run);
            for (int i = 0; i < n; i++)
            {
                ts[i].Start();
                started++;
            }
            for (int i = 0; i < n; i++)
                if (ts[i].Join(60000))
                    joined++;
        }
        Console.WriteLine("started " + started + " joined " + joined + " ran " + Churn.ran);
        // ids: main's, plus at most one batch of live threads (recycled)
        Console.WriteLine("ids recycled: " + (Churn.maxId <= Thread.CurrentThread.ManagedThreadId + batch));
    }
}
