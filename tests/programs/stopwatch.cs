// System.Diagnostics.Stopwatch: StartNew, Start, Stop, Restart, elapsed
// values that never go backwards, Frequency and GetTimestamp. No timing
// value is printed: only sanity checks.
using System;
using System.Diagnostics;
using System.Threading;

class StopwatchTest
{
    static void Main()
    {
        Console.WriteLine(Stopwatch.Frequency > 0);
        long t0 = Stopwatch.GetTimestamp();
        Stopwatch sw = Stopwatch.StartNew();
        Thread.Sleep(20);
        long e1 = sw.ElapsedMilliseconds;
        Console.WriteLine(e1 >= 15);
        sw.Stop();
        long stopped = sw.ElapsedTicks;
        Thread.Sleep(10);
        Console.WriteLine(sw.ElapsedTicks == stopped);
        sw.Start();
        Thread.Sleep(5);
        Console.WriteLine(sw.ElapsedTicks > stopped);
        sw.Restart();
        Console.WriteLine(sw.ElapsedMilliseconds < e1 + 1000);
        Stopwatch fresh = new Stopwatch();
        Console.WriteLine(fresh.ElapsedTicks == 0);
        fresh.Start();
        fresh.Stop();
        Console.WriteLine(fresh.ElapsedTicks >= 0);
        long t1 = Stopwatch.GetTimestamp();
        Console.WriteLine(t1 > t0);
        Console.WriteLine((t1 - t0) * 1000 / Stopwatch.Frequency >= 30);
    }
}
