// timeout: 600
// Identity hash codes stay the same across lock, unlock and inflation, and
// 200,000 hashed objects can each be locked and unlocked.
using System;
using System.Runtime.CompilerServices;
using System.Threading;

class MonitorHash
{
    static object s_obj;
    static volatile int s_stage;

    static void Contender()
    {
        s_stage = 1;
        lock (s_obj)   // waits for the main thread: inflates the lock
        {
            s_stage = 2;
        }
    }

    static void Main()
    {
        // hash first, then lock
        object a = new object();
        int ha = a.GetHashCode();
        bool same = RuntimeHelpers.GetHashCode(a) == ha;
        lock (a)
        {
            same = same && a.GetHashCode() == ha;
            lock (a)
            {
                same = same && a.GetHashCode() == ha;
            }
        }
        same = same && a.GetHashCode() == ha;
        Console.WriteLine("hash then lock: stable " + same);

        // lock first, hash while locked (moves to the sync block), unlock
        object b = new object();
        int hb;
        lock (b)
        {
            hb = b.GetHashCode();
        }
        same = b.GetHashCode() == hb;
        lock (b)
        {
            same = same && b.GetHashCode() == hb;
        }
        Console.WriteLine("lock then hash: stable " + same);

        // hash, then inflate through contention
        object c = new object();
        int hc = c.GetHashCode();
        s_obj = c;
        Monitor.Enter(c);
        Thread t = new Thread(Contender);
        t.Start();
        while (s_stage == 0)
            Thread.Sleep(1);
        Thread.Sleep(20);
        same = c.GetHashCode() == hc;
        Monitor.Exit(c);
        t.Join();
        same = same && c.GetHashCode() == hc && RuntimeHelpers.GetHashCode(c) == hc;
        Console.WriteLine("contended: stable " + same + ", contender ran " + (s_stage == 2));

        // many hashed objects, each locked and unlocked
        object[] objs = new object[200000];
        int[] hashes = new int[objs.Length];
        for (int i = 0; i < objs.Length; i++)
        {
            objs[i] = new object();
            hashes[i] = objs[i].GetHashCode();
        }
        int bad = 0;
        for (int i = 0; i < objs.Length; i++)
        {
            lock (objs[i])
            {
                if (!Monitor.IsEntered(objs[i]))
                    bad++;
            }
            if (Monitor.IsEntered(objs[i]) || objs[i].GetHashCode() != hashes[i])
                bad++;
        }
        GC.Collect();
        for (int i = 0; i < objs.Length; i += 1000)
        {
            if (objs[i].GetHashCode() != hashes[i])
                bad++;
        }
        Console.WriteLine("200000 hashed objects locked and unlocked, problems: " + bad);
    }
}
