// Monitor under contention: a timed TryEnter on a lock held by another
// thread fails after its timeout; TryEnter(-1), Enter and the lock statement
// block until the holder releases, then acquire; the lock's hash code and
// recursion survive the contention.
using System;
using System.Threading;

class MonitorContended
{
    static object gate = new object();
    static volatile bool held;
    static volatile bool release;
    static int acquired;

    static void Hold()
    {
        lock (gate)
        {
            held = true;
            while (!release) Thread.Sleep(1);
        }
    }

    static void EnterWaiter() { Monitor.Enter(gate); acquired++; Monitor.Exit(gate); }
    static void LockWaiter() { lock (gate) { acquired++; } }
    static void InfiniteWaiter() { if (Monitor.TryEnter(gate, -1)) { acquired++; Monitor.Exit(gate); } }
    static void TimedWaiter() { bool t = false; Monitor.TryEnter(gate, 10000, ref t); if (t) { acquired++; Monitor.Exit(gate); } }

    static void Main()
    {
        int hash = gate.GetHashCode();
        Thread holder = new Thread(Hold);
        holder.Start();
        while (!held) Thread.Sleep(1);
        Console.WriteLine("timed TryEnter on held lock: " + Monitor.TryEnter(gate, 30));
        bool taken = false;
        Monitor.TryEnter(gate, 0, ref taken);
        Console.WriteLine("TryEnter(0) on held lock: " + taken);
        Thread[] ws = { new Thread(EnterWaiter), new Thread(LockWaiter), new Thread(InfiniteWaiter), new Thread(TimedWaiter) };
        for (int i = 0; i < ws.Length; i++) ws[i].Start();
        Thread.Sleep(50);
        Console.WriteLine("acquired while held: " + acquired);
        release = true;
        holder.Join();
        for (int i = 0; i < ws.Length; i++) ws[i].Join();
        Console.WriteLine("acquired after release: " + acquired);
        Console.WriteLine("hash kept: " + (gate.GetHashCode() == hash));
        Monitor.Enter(gate);
        Monitor.Enter(gate);
        Monitor.Exit(gate);
        Console.WriteLine("still owner: " + Monitor.IsEntered(gate));
        Monitor.Exit(gate);
        Console.WriteLine("released: " + !Monitor.IsEntered(gate));
    }
}
