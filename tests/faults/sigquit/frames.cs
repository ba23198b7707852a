// Threads blocked in known methods: the SIGQUIT dump lists each one's
// managed frames with file and line under its state line (sigquit.py
// finds the lines by the `// at:` marks): a contended lock two calls deep,
// Thread.Sleep, Monitor.Wait, and Main in Join.
using System;
using System.Threading;

namespace Frames
{
    class Program
    {
        static readonly object Held = new object();
        static readonly object Gate = new object();
        static int started;

        static void Arrived()
        {
            Interlocked.Increment(ref started);
        }

        static void Deeper(int n)
        {
            if (n > 0)
            {
                Deeper(n - 1);   // at: Deeper1
                return;
            }
            lock (Held)   // at: Deeper0
            {
            }
        }

        static void Blocked()
        {
            Arrived();
            Deeper(1);   // at: Blocked
        }

        static void Sleeper()
        {
            Arrived();
            Thread.Sleep(-1);   // at: Sleeper
        }

        static void Waiter()
        {
            lock (Gate)
            {
                Arrived();
                Monitor.Wait(Gate);   // at: Waiter
            }
        }

        static void JoinAll(Thread t)
        {
            t.Join();   // at: JoinAll
        }

        static void Main()
        {
            lock (Held)
            {
                Thread b = new Thread(Blocked);
                Thread s = new Thread(Sleeper);
                Thread w = new Thread(Waiter);
                s.IsBackground = true;
                w.IsBackground = true;
                b.Start();
                s.Start();
                w.Start();
                while (Volatile.Read(ref started) < 3)
                    Thread.Sleep(1);
                JoinAll(b);   // at: Main
            }
        }
    }
}
