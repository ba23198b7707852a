// Wait/Pulse/PulseAll: ownership, timeouts (false while still owning),
// recursion restored after Wait, Pulse waking exactly one waiter, PulseAll
// all, ping-pong between two threads, and a bounded producer/consumer queue.
using System;
using System.Threading;

class MonitorWait
{
    static object s_obj = new object();
    static volatile int s_waiting;
    static int s_woken;   // guarded by s_obj

    static void Waiter()
    {
        lock (s_obj)
        {
            lock (s_obj)
            {
                s_waiting++;
                Monitor.Wait(s_obj);
                s_woken++;
                if (!Monitor.IsEntered(s_obj))
                    Console.WriteLine("not owning after Wait");
            }
            if (!Monitor.IsEntered(s_obj))
                Console.WriteLine("recursion lost after Wait");
        }
    }

    static int WaitingCount()
    {
        lock (s_obj)
        {
            return s_waiting;
        }
    }

    static int WokenCount()
    {
        lock (s_obj)
        {
            return s_woken;
        }
    }

    // ---- ping-pong ----
    static object s_ball = new object();
    static int s_turn;   // 0: ping's turn, 1: pong's
    static int s_hits;

    static void Player(object side)
    {
        int me = (string)side == "ping" ? 0 : 1;
        lock (s_ball)
        {
            for (int i = 0; i < 1000; i++)
            {
                while (s_turn != me)
                    Monitor.Wait(s_ball);
                s_hits++;
                s_turn = 1 - me;
                Monitor.Pulse(s_ball);
            }
        }
    }

    // ---- bounded producer/consumer ----
    static object s_q = new object();
    static int[] s_buf = new int[4];
    static int s_head, s_count;
    static long s_sum;
    static int s_maxCount;

    static void Producer()
    {
        for (int i = 1; i <= 5000; i++)
        {
            lock (s_q)
            {
                while (s_count == s_buf.Length)
                    Monitor.Wait(s_q);
                s_buf[(s_head + s_count) % s_buf.Length] = i;
                s_count++;
                if (s_count > s_maxCount)
                    s_maxCount = s_count;
                Monitor.PulseAll(s_q);
            }
        }
    }

    static void Consumer()
    {
        for (int i = 0; i < 5000; i++)
        {
            lock (s_q)
            {
                while (s_count == 0)
                    Monitor.Wait(s_q);
                s_sum += s_buf[s_head];
                s_head = (s_head + 1) % s_buf.Length;
                s_count--;
                Monitor.PulseAll(s_q);
            }
        }
    }

    static void Main()
    {
        object o = new object();
        int h = o.GetHashCode();
        lock (o)
        {
            lock (o)
            {
                Console.WriteLine("Wait(0) " + Monitor.Wait(o, 0) + ", still owning " + Monitor.IsEntered(o));
                Console.WriteLine("Wait(30) " + Monitor.Wait(o, 30) + ", still owning " + Monitor.IsEntered(o));
            }
            Console.WriteLine("recursion restored " + Monitor.IsEntered(o));
        }
        Console.WriteLine("released " + !Monitor.IsEntered(o) + ", hash stable " + (o.GetHashCode() == h));

        Thread[] ws = new Thread[3];
        for (int i = 0; i < 3; i++)
        {
            ws[i] = new Thread(Waiter);
            ws[i].Start();
        }
        while (WaitingCount() < 3)
            Thread.Sleep(1);
        lock (s_obj)
        {
            Monitor.Pulse(s_obj);
        }
        while (WokenCount() < 1)
            Thread.Sleep(1);
        Thread.Sleep(50);
        Console.WriteLine("after one Pulse: woken " + WokenCount());
        lock (s_obj)
        {
            Monitor.PulseAll(s_obj);
        }
        for (int i = 0; i < 3; i++)
            ws[i].Join();
        Console.WriteLine("after PulseAll: woken " + WokenCount());

        Thread ping = new Thread(Player);
        Thread pong = new Thread(Player);
        ping.Start("ping");
        pong.Start("pong");
        ping.Join();
        pong.Join();
        Console.WriteLine("ping-pong hits " + s_hits);

        Thread[] ps = new Thread[2];
        Thread[] cs = new Thread[2];
        for (int i = 0; i < 2; i++)
        {
            ps[i] = new Thread(Producer);
            cs[i] = new Thread(Consumer);
            ps[i].Start();
            cs[i].Start();
        }
        for (int i = 0; i < 2; i++)
        {
            ps[i].Join();
            cs[i].Join();
        }
        Console.WriteLine("producer/consumer sum " + s_sum + ", left " + s_count + ", bounded " + (s_maxCount <= 4));
    }
}
