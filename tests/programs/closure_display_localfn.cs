// Local functions over display objects: recursive, mutually recursive,
// generic and iterator local functions capturing locals of the method's
// scope, a local function per loop iteration capturing that iteration's
// locals, and a captured variable passed by ref and out. Mono 6.8's mcs
// has no local functions: the expected output follows C#'s rules by hand.
// mono: skip
using System;
using System.Collections.Generic;
using System.Linq;

class Program
{
    static int LocalFns(int n)
    {
        int calls = 0;
        int limit = n;
        int Fact(int k) { calls++; return k <= 1 ? 1 : k * Fact(k - 1); }
        bool IsEven(int k) { calls++; return k == 0 || IsOdd(k - 1); }
        bool IsOdd(int k) { calls++; return k != 0 && IsEven(k - 1); }
        T Pick<T>(T x, T y) { calls++; return limit > 3 ? x : y; }
        IEnumerable<int> Upto() { for (int i = 0; i < limit; i++) { calls++; yield return i * limit; } }
        int r = Fact(n) + (IsEven(n) ? 1 : 0) + Pick(100, 200) + Pick("a", "bb").Length + Upto().Sum();
        Console.WriteLine("localfns " + n + ": " + r + " calls " + calls);
        return r;
    }

    static void PerIteration()
    {
        var fs = new List<Func<int>>();
        for (int i = 0; i < 3; i++) {
            int sq = i * i;
            int Get() => sq + i;
            fs.Add(Get);
        }
        Console.WriteLine("per iteration: " + string.Join(" ", fs.Select(f => f())));
    }

    static void RefOut()
    {
        int x = 1, y = 0;
        void Twice(ref int v) { v *= 2; }
        void Set(out int v) { v = x + 40; }
        Func<int> both = () => x * 100 + y;
        Set(out y);
        Twice(ref x);
        Twice(ref y);
        Console.WriteLine("ref/out: " + x + " " + y + " " + both());
    }

    static void Main()
    {
        LocalFns(5);
        LocalFns(2);
        PerIteration();
        RefOut();
    }
}
