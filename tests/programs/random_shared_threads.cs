// mono: skip
// Random.Shared from several threads at once: every value stays in its
// range, each thread sees more than one value, and the instance is one
// object (Random.Shared == Random.Shared; .NET 6+, so not on Mono 6.8). Kiln gives each thread its own
// generator behind the shared instance, so no call takes a lock.
using System;
using System.Threading;

class P
{
    static int bad;
    static int[] distinct = new int[4];

    static void Work(object o)
    {
        int id = (int)o;
        bool[] seen = new bool[10];
        for (int i = 0; i < 20000; i++)
        {
            int v = Random.Shared.Next(10);
            double d = Random.Shared.NextDouble();
            long l = Random.Shared.NextInt64(-5, 5);
            if (v < 0 || v >= 10 || d < 0.0 || d >= 1.0 || l < -5 || l >= 5)
                Interlocked.Increment(ref bad);
            else
                seen[v] = true;
        }
        int n = 0;
        foreach (bool b in seen)
            if (b)
                n++;
        distinct[id] = n;
    }

    static void Main()
    {
        Console.WriteLine(ReferenceEquals(Random.Shared, Random.Shared));
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.Length; i++)
        {
            ts[i] = new Thread(Work);
            ts[i].Start(i);
        }
        foreach (Thread t in ts)
            t.Join();
        Console.WriteLine("out of range: " + bad);
        foreach (int n in distinct)
            Console.WriteLine(n > 1 ? "many values" : "one value");
    }
}
