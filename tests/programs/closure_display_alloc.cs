// A closure is one allocation per scope instance (docs/delegates.md
// "Closures"): a lambda capturing three locals and a parameter of one scope
// makes two objects, the scope's display object and the delegate, not a
// cell per variable and the delegate. 100,000 closures of each of two kinds
// (the method's scope: 96 bytes of display and delegate; a loop body's
// scope, 80 bytes, its parameter's display made once per call) and the
// run's start-up come to 17.6 MB, bounded by the alloc header; one more
// object per closure of either kind (a cell is 24 bytes at least) would
// add 2.4 MB or more (a cell per variable: 29.6 MB).
// alloc: 17000000-18500000
using System;

class Program
{
    static Func<int, int> Make(int p)
    {
        int a = p + 1, b = p * 2;
        long c = p - 3;
        return x => (int)(a + b + c + p + x);
    }

    static long Loop(int p, int n)
    {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            int a = i & 7, b = i >> 3;
            long c = acc & 15;
            Func<int, long> f = x => a + b + c + p + x;
            acc += f(1);
        }
        return acc;
    }

    static void Main()
    {
        long sum = 0;
        for (int i = 0; i < 100000; i++)
            sum += Make(i)(1);
        Console.WriteLine(sum);
        Console.WriteLine(Loop(3, 100000));
    }
}
