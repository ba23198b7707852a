// Interlocked on ref int, ref long and ref object: return values of every
// member, and 4 threads incrementing one counter without losing updates.
using System;
using System.Threading;

class InterlockedTest
{
    static int counter;
    static long lcounter;

    static void Bump()
    {
        for (int i = 0; i < 10000; i++) { Interlocked.Increment(ref counter); Interlocked.Add(ref lcounter, 2); }
    }

    static void Main()
    {
        int x = 5;
        Console.WriteLine(Interlocked.Increment(ref x) + " " + x);
        Console.WriteLine(Interlocked.Decrement(ref x) + " " + x);
        Console.WriteLine(Interlocked.Add(ref x, 10) + " " + x);
        Console.WriteLine(Interlocked.Exchange(ref x, 3) + " " + x);
        Console.WriteLine(Interlocked.CompareExchange(ref x, 9, 4) + " " + x);
        Console.WriteLine(Interlocked.CompareExchange(ref x, 9, 3) + " " + x);
        long l = 1L << 40;
        Console.WriteLine(Interlocked.Increment(ref l));
        Console.WriteLine(Interlocked.Decrement(ref l));
        Console.WriteLine(Interlocked.Add(ref l, -1));
        Console.WriteLine(Interlocked.Exchange(ref l, 7) + " " + l);
        Console.WriteLine(Interlocked.CompareExchange(ref l, 8, 7) + " " + l);
        object a = "a", b = "b";
        object slot = a;
        Console.WriteLine(Interlocked.Exchange(ref slot, b) + " " + slot);
        Console.WriteLine(Interlocked.CompareExchange(ref slot, a, a) + " " + slot);
        Console.WriteLine(Interlocked.CompareExchange(ref slot, a, b) + " " + slot);
        int wrap = int.MaxValue;
        Console.WriteLine(Interlocked.Increment(ref wrap));
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.Length; i++) { ts[i] = new Thread(Bump); ts[i].Start(); }
        for (int i = 0; i < ts.Length; i++) ts[i].Join();
        Console.WriteLine(counter + " " + lcounter);
    }
}
