// mono: skip
// System.Random members Mono 6.8 lacks and the argument errors (.NET 8's
// messages): Random.Shared and an unseeded Random stay in range from
// several threads; NextInt64 and NextSingle ranges, equal seeds giving
// equal sequences; ArgumentOutOfRangeException (negative maxValue,
// minValue > maxValue) and ArgumentNullException (NextBytes(null)) with
// their messages and parameter names.
using System;
using System.Threading;

class RandomSharedErrors
{
    static void Try(string what, Action a)
    {
        try
        {
            a();
            Console.WriteLine(what + ": no exception");
        }
        catch (ArgumentOutOfRangeException e)
        {
            Console.WriteLine(what + ": ArgumentOutOfRangeException [" + e.Message + "] " + e.ParamName + " " + e.ActualValue);
        }
        catch (ArgumentNullException e)
        {
            Console.WriteLine(what + ": ArgumentNullException [" + e.Message + "] " + e.ParamName);
        }
    }

    static bool s_ok = true;

    static void Worker()
    {
        for (int i = 0; i < 2000; i++)
        {
            int v = Random.Shared.Next(5);
            double d = Random.Shared.NextDouble();
            if (v < 0 || v >= 5 || d < 0.0 || d >= 1.0)
                s_ok = false;
        }
    }

    static void Main()
    {
        Random r = new Random(1);
        Try("Next(-1)", () => r.Next(-1));
        Try("Next(5, 4)", () => r.Next(5, 4));
        Try("Next(int.MaxValue, int.MinValue)", () => r.Next(int.MaxValue, int.MinValue));
        Try("NextBytes(null)", () => r.NextBytes(null));
        Try("NextInt64(-5)", () => r.NextInt64(-5));
        Try("NextInt64(10, 9)", () => r.NextInt64(10, 9));
        Try("Next(0)", () => r.Next(0));
        Try("Next(3, 3)", () => r.Next(3, 3));

        Random u = new Random();
        bool ok = true;
        for (int i = 0; i < 1000; i++)
        {
            int v = u.Next(10, 20);
            double d = u.NextDouble();
            long l = u.NextInt64(-1000000000000L, 1000000000000L);
            float f = u.NextSingle();
            if (v < 10 || v >= 20 || d < 0.0 || d >= 1.0 || l < -1000000000000L || l >= 1000000000000L || f < 0f || f >= 1f)
                ok = false;
        }
        Console.WriteLine("unseeded in range: " + ok);

        Random a = new Random(8), b = new Random(8);
        bool same = true, inRange = true;
        for (int i = 0; i < 1000; i++)
        {
            long x = a.NextInt64(), y = b.NextInt64();
            long m = a.NextInt64(37), n = b.NextInt64(37);
            if (x != y || m != n) same = false;
            if (x < 0 || m < 0 || m >= 37) inRange = false;
        }
        Console.WriteLine("NextInt64 same: " + same + ", in range: " + inRange + ", NextInt64(5, 6): " + a.NextInt64(5, 6));

        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.Length; i++)
        {
            ts[i] = new Thread(Worker);
            ts[i].Start();
        }
        Worker();
        foreach (Thread t in ts)
            t.Join();
        Console.WriteLine("shared in range: " + s_ok + ", one instance: " + (Random.Shared == Random.Shared));
    }
}
