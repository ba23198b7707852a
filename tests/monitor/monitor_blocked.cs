// Threads blocked in Enter, lock, TryEnter(ms) and TryEnter(-1) on a held
// lock all acquire it after the owner releases it (fresh, hashed and
// inflated objects).
using System;
using System.Threading;

class MonitorBlocked
{
    static object s_obj;
    static int s_acquired;   // guarded by s_obj
    static int s_started;

    static void ViaEnter()
    {
        Interlocked.Increment(ref s_started);
        Monitor.Enter(s_obj);
        s_acquired++;
        Monitor.Exit(s_obj);
    }

    static void ViaLock()
    {
        Interlocked.Increment(ref s_started);
        lock (s_obj)
        {
            s_acquired++;
        }
    }

    static void ViaTryEnterMs()
    {
        Interlocked.Increment(ref s_started);
        if (Monitor.TryEnter(s_obj, 60000))
        {
            s_acquired++;
            Monitor.Exit(s_obj);
        }
    }

    static void ViaTryEnterInfinite()
    {
        Interlocked.Increment(ref s_started);
        bool taken = false;
        Monitor.TryEnter(s_obj, -1, ref taken);
        if (taken)
        {
            s_acquired++;
            Monitor.Exit(s_obj);
        }
    }

    static void Main()
    {
        for (int kind = 0; kind < 3; kind++)
        {
            object o = new object();
            if (kind == 1)
                o.GetHashCode();
            if (kind == 2)
            {
                lock (o)
                {
                    o.GetHashCode();
                }
            }
            s_obj = o;
            s_acquired = 0;
            s_started = 0;
            Monitor.Enter(o);
            Thread[] ts = new Thread[8];
            for (int i = 0; i < 8; i++)
            {
                int k = i % 4;
                if (k == 0)
                    ts[i] = new Thread(ViaEnter);
                else if (k == 1)
                    ts[i] = new Thread(ViaLock);
                else if (k == 2)
                    ts[i] = new Thread(ViaTryEnterMs);
                else
                    ts[i] = new Thread(ViaTryEnterInfinite);
                ts[i].Start();
            }
            while (Volatile.Read(ref s_started) < 8)
                Thread.Sleep(1);
            Thread.Sleep(50);
            Console.WriteLine("kind " + kind + ": acquired while held " + s_acquired);
            Monitor.Exit(o);
            for (int i = 0; i < 8; i++)
                ts[i].Join();
            lock (o)
            {
                Console.WriteLine("kind " + kind + ": acquired after release " + s_acquired);
            }
        }
    }
}
