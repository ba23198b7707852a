// Wait/Pulse/PulseAll: a timed Wait that times out still owns the lock,
// recursion is restored after Wait, Pulse hands over, PulseAll wakes all.
using System;
using System.Threading;

class WaitPulse
{
    static object gate = new object();
    static int turn;
    static int woken;
    static int waiting;
    static string log = "";

    static void Pong()
    {
        lock (gate)
        {
            for (int i = 0; i < 3; i++)
            {
                while (turn != 1) Monitor.Wait(gate);
                log += "pong ";
                turn = 0;
                Monitor.Pulse(gate);
            }
        }
    }

    static void Sleeper()
    {
        lock (gate)
        {
            waiting++;
            Monitor.PulseAll(gate);
            while (turn != 2) Monitor.Wait(gate);
            woken++;
        }
    }

    static void Main()
    {
        object o = new object();
        lock (o)
        {
            Monitor.Enter(o);
            bool got = Monitor.Wait(o, 10);
            Console.WriteLine("timed wait: " + got + " still owner: " + Monitor.IsEntered(o));
            Monitor.Exit(o);
            Console.WriteLine("recursion kept: " + Monitor.IsEntered(o));
        }
        Thread p = new Thread(Pong);
        p.Start();
        lock (gate)
        {
            for (int i = 0; i < 3; i++)
            {
                log += "ping ";
                turn = 1;
                Monitor.Pulse(gate);
                while (turn != 0) Monitor.Wait(gate);
            }
        }
        p.Join();
        Console.WriteLine(log);
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.Length; i++) { ts[i] = new Thread(Sleeper); ts[i].Start(); }
        lock (gate)
        {
            while (waiting < 3) Monitor.Wait(gate);
            turn = 2;
            Monitor.PulseAll(gate);
        }
        for (int i = 0; i < ts.Length; i++) ts[i].Join();
        Console.WriteLine("woken: " + woken);
        lock (gate) { Monitor.Pulse(gate); Monitor.PulseAll(gate); }
        Console.WriteLine("pulse without waiters is fine");
    }
}
