// mono: skip
// System.Threading.Lock used directly (.NET 9's class; Mono lacks it):
// Enter/Exit with recursion, IsHeldByCurrentThread, TryEnter (one-shot,
// with a timeout that expires, with one that succeeds), Exit of a lock not
// held, a bad timeout, and four threads counting under one Lock.
using System;
using System.Threading;

class LockClass
{
    static Lock gate = new Lock();
    static Lock counted = new Lock();
    static int count;
    static volatile bool held;
    static volatile bool release;
    static string seen = "";

    static void Holder()
    {
        gate.Enter();
        held = true;
        while (!release)
            Thread.Sleep(1);
        gate.Exit();
    }

    static void Count()
    {
        for (int i = 0; i < 20000; i++)
        {
            counted.Enter();
            try { count++; }
            finally { counted.Exit(); }
        }
    }

    static void Main()
    {
        Lock l = new Lock();
        Console.WriteLine("held at start: " + l.IsHeldByCurrentThread);
        l.Enter();
        l.Enter();
        Console.WriteLine("TryEnter on own lock: " + l.TryEnter());
        l.Exit();
        l.Exit();
        Console.WriteLine("held after 2 of 3 exits: " + l.IsHeldByCurrentThread);
        l.Exit();
        Console.WriteLine("held after 3 exits: " + l.IsHeldByCurrentThread);
        try { l.Exit(); }
        catch (SynchronizationLockException) { Console.WriteLine("Exit when not held: SynchronizationLockException"); }
        try { l.TryEnter(-2); }
        catch (ArgumentOutOfRangeException) { Console.WriteLine("TryEnter(-2): ArgumentOutOfRangeException"); }

        Thread t = new Thread(Holder);
        t.Start();
        while (!held)
            Thread.Sleep(1);
        Console.WriteLine("TryEnter while another thread holds it: " + gate.TryEnter());
        Console.WriteLine("TryEnter(30) while another thread holds it: " + gate.TryEnter(30));
        Console.WriteLine("held by this thread: " + gate.IsHeldByCurrentThread);
        release = true;
        Console.WriteLine("TryEnter(10000) after the release: " + gate.TryEnter(10000));
        gate.Exit();
        t.Join();

        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) { ts[i] = new Thread(Count); ts[i].Start(); }
        for (int i = 0; i < 4; i++) ts[i].Join();
        Console.WriteLine("count " + count + " of 80000");
        object o = new object();
        lock (o) { Console.WriteLine("Monitor beside Lock: " + Monitor.IsEntered(o)); }
    }
}
