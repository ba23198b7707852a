// Wait(o, ms): true when pulsed before the timeout, false after it; in both
// cases the caller owns the lock again, with its recursion count.
using System;
using System.Threading;

class WaitTimeoutPulse
{
    static object gate = new object();
    static volatile bool waiting;

    static void Pulser()
    {
        while (!waiting) Thread.Sleep(1);
        lock (gate) { Monitor.Pulse(gate); }
    }

    static void Main()
    {
        Thread t = new Thread(Pulser);
        t.Start();
        bool pulsed;
        lock (gate)
        {
            lock (gate)
            {
                waiting = true;
                pulsed = Monitor.Wait(gate, 20000);
                Console.WriteLine("pulsed: " + pulsed + ", owner: " + Monitor.IsEntered(gate));
            }
            Console.WriteLine("outer level kept: " + Monitor.IsEntered(gate));
        }
        t.Join();
        lock (gate)
        {
            Console.WriteLine("timed out: " + !Monitor.Wait(gate, 15) + ", owner: " + Monitor.IsEntered(gate));
            Console.WriteLine("Wait(0): " + Monitor.Wait(gate, 0));
        }
        Console.WriteLine("free: " + !Monitor.IsEntered(gate));
    }
}
