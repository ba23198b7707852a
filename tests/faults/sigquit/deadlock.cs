// Two threads that take two locks in opposite orders: the SIGQUIT dump
// names each as waiting for the lock the other owns.
using System;
using System.Threading;

class Deadlock
{
    static readonly object A = new object();
    static readonly object B = new object();
    static readonly object Gate = new object();
    static int ready;

    static void Arrive()
    {
        lock (Gate)
        {
            ready++;
            Monitor.PulseAll(Gate);
            while (ready < 2)
                Monitor.Wait(Gate);
        }
    }

    static void Other()
    {
        lock (B)
        {
            Arrive();
            lock (A) { }
        }
    }

    static void Main()
    {
        var t = new Thread(Other);
        t.IsBackground = true;
        t.Start();
        lock (A)
        {
            Arrive();
            lock (B) { }
        }
    }
}
