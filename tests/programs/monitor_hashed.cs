// Locks on hashed objects and deep recursion: a hashed object can be locked,
// waited on and pulsed across threads; its hash never changes; recursion far
// past the thin lock's count (10,000 levels) unwinds exactly.
using System;
using System.Threading;

class MonitorHashed
{
    static object gate = new object();
    static bool ready;

    static void Signal()
    {
        lock (gate) { ready = true; Monitor.Pulse(gate); }
    }

    static void Main()
    {
        int h = gate.GetHashCode();
        Thread t;
        lock (gate)
        {
            t = new Thread(Signal);
            t.Start();
            while (!ready) Monitor.Wait(gate);
            Console.WriteLine("signalled, hash kept: " + (gate.GetHashCode() == h));
        }
        t.Join();
        object deep = new object();
        for (int i = 0; i < 10000; i++) Monitor.Enter(deep);
        int hd = deep.GetHashCode();
        for (int i = 0; i < 9999; i++) Monitor.Exit(deep);
        Console.WriteLine("one level left: " + Monitor.IsEntered(deep));
        Monitor.Exit(deep);
        Console.WriteLine("free: " + !Monitor.IsEntered(deep) + ", hash kept: " + (deep.GetHashCode() == hd));
        try { Monitor.Exit(deep); Console.WriteLine("no exception"); }
        catch (SynchronizationLockException) { Console.WriteLine("extra Exit throws"); }
        object[] many = new object[2000];
        for (int i = 0; i < many.Length; i++) { many[i] = new object(); many[i].GetHashCode(); }
        int ok = 0;
        for (int i = 0; i < many.Length; i++) { int hh = many[i].GetHashCode(); lock (many[i]) { if (many[i].GetHashCode() == hh) ok++; } }
        GC.Collect();
        Console.WriteLine("hashed objects locked: " + ok);
    }
}
