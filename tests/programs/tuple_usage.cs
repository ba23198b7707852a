// mono: skip
using System;
using System.Collections.Generic;

// Tuples as real programs use them (C# 7-9 syntax Mono's mcs lacks):
// tuple-typed properties and fields, arrays of tuples, tuples in
// Dictionary values and keys (TryGetValue, ContainsKey), lambdas and
// generic methods returning tuples, a local function that swaps,
// interpolation, the conditional operator, sorting with a comparison,
// and positional patterns on tuples in switch expressions, switch
// statements and `is`.
class Shape
{
    public (int, int) Pos { get; set; }
    public (double w, double h) Size;
}

class Program
{
    static (T, T) Pair<T>(T a, T b) => (a, b);

    static (T first, int n) FirstAndCount<T>(List<T> l) => (l[0], l.Count);

    static string FizzBuzz(int i) => (i % 3, i % 5) switch
    {
        (0, 0) => "FizzBuzz",
        (0, _) => "Fizz",
        (_, 0) => "Buzz",
        _ => i.ToString()
    };

    static string Quadrant((int x, int y) p)
    {
        switch (p)
        {
            case (0, 0):
                return "origin";
            case (> 0, > 0):
                return "I";
            case (< 0, var y) when y > 0:
                return "II";
            case (_, 0) or (0, _):
                return "axis";
            default:
                return "III/IV";
        }
    }

    static void Main()
    {
        var pts = new List<(int X, int Y)> { (1, 2), (3, 4) };
        foreach (var p in pts)
            Console.Write(p.Item1 + p.Item2 + " ");
        Console.WriteLine(pts[1].Item1);
        var d = new Dictionary<string, (int, int)>();
        d["a"] = (1, 2);
        Console.WriteLine(d["a"].Item2 + " " + d["a"]);
        int x = 1, y = 2;
        void Swap() => (x, y) = (y, x);
        Swap();
        Console.WriteLine($"{x} {y} {(x, y)}");
        var t = (a: 5, b: "q");
        Console.WriteLine($"{t.a}-{t.b}-{t}");
        Func<int, (int, int)> sq = v => (v, v * v);
        Console.WriteLine(sq(7));
        Console.WriteLine(Pair(1, 2) + " " + Pair("a", "b").Item2);
        Console.WriteLine(FirstAndCount(new List<string> { "z", "y" }).n);
        bool c = x > y;
        var ct = c ? (1, "x") : (2, "y");
        Console.WriteLine(ct);
        var arr = new (int, string)[2];
        arr[0] = (1, "a");
        Console.WriteLine(arr[0] + " " + arr[1]);
        var s = new Shape();
        s.Pos = (3, 4);
        s.Size = (1.5, 2);
        Console.WriteLine(s.Pos.Item1 + " " + s.Size.w * s.Size.h);
        var scores = new List<(string, int)> { ("b", 2), ("a", 3), ("c", 1) };
        scores.Sort((m, n) => m.Item2.CompareTo(n.Item2));
        foreach (var (nm, sc) in scores)
            Console.Write(nm + sc + " ");
        Console.WriteLine();
        foreach (var (i, j) in new[] { (1, 2), (3, 4) })
            Console.Write(i * j + " ");
        Console.WriteLine();
        var grid = new Dictionary<(int, int), char> { [(0, 0)] = '#' };
        if (grid.TryGetValue((0, 0), out var ch))
            Console.WriteLine(ch);
        Console.WriteLine(grid.ContainsKey((1, 0)));

        for (int i = 1; i <= 15; i++)
            Console.Write(FizzBuzz(i) + " ");
        Console.WriteLine();
        Console.WriteLine(Quadrant((0, 0)) + " " + Quadrant((2, 3)) + " " + Quadrant((-1, 4)) + " " +
                          Quadrant((0, 5)) + " " + Quadrant((-2, -2)));
        var o = (x, y) switch { (2, 1) => "swapped", _ => "same" };
        Console.WriteLine(o);
        (int, (string, int)) nested = (1, ("k", 9));
        if (nested is (1, (var key, > 5)))
            Console.WriteLine("matched " + key);
        Console.WriteLine(nested is (2, _) ? "two" : "not two");
    }
}
