// Static lambdas (C# 9) and lambdas that capture nothing are made once and
// cached, as .NET does: 200,000 conversions in a loop allocate a few
// objects, not one delegate each (the alloc header bounds the bytes); a
// lambda capturing a local allocates per conversion.
// Mono's mcs 6.8 cannot parse `static` lambdas:
// mono: skip
// alloc: 0-20000
using System;

class Program
{
    static int Apply(Func<int, int> f, int v) => f(v);

    static void Main()
    {
        long sum = 0;
        Func<int, int> first = null;
        bool same = true;
        for (int i = 0; i < 100000; i++) {
            Func<int, int> sq = static x => x * x;
            sum += Apply(sq, i % 10);
            sum += Apply(x => x + 1, i % 7);
            if (first == null)
                first = sq;
            same &= ReferenceEquals(first, sq);
        }
        Action hello = static () => Console.WriteLine("static lambda");
        hello();
        Console.WriteLine(sum + " " + same);
        int k = 3;
        Func<int, int> a = x => x + k, b = x => x + k;
        Console.WriteLine(ReferenceEquals(a, b) + " " + a(1) + " " + b(2));
    }
}
