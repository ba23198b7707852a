// mono: skip
using System;
using System.Collections.Generic;

// C# 7.1-7.3 tuple syntax Mono's mcs does not accept (so this file's
// expected output is .NET's by C#'s rules, not Mono's): inferred element
// names, tuple == and !=, literals of more than seven elements,
// unnamed tuple types at the start of a statement, tuple casts, typed
// deconstruction in foreach (over a Dictionary, a List of tuples and an
// array of a class with Deconstruct).
class Point
{
    public int X, Y;
    public Point(int x, int y) { X = x; Y = y; }
    public void Deconstruct(out int x, out int y) { x = X; y = Y; }
}

class Program
{
    static int calls;

    static int Next(int v)
    {
        calls++;
        Console.Write("[" + v + "]");
        return v;
    }

    static void Main()
    {
        var p = new Point(3, 4);
        var inferred = (p.X, p.Y);
        Console.WriteLine(inferred.X * inferred.Y + " " + inferred);
        int count = 2;
        string label = "n";
        var byLocal = (count, label);
        Console.WriteLine(byLocal.count + byLocal.label);
        var dup = (count, count);
        Console.WriteLine(dup.Item1 + dup.Item2);

        (int, string) t = (1, "abc");
        Console.WriteLine(t == (1, "abc"));
        Console.WriteLine(t != (1, "abd"));
        Console.WriteLine((3, 4) == (3, 4L));
        Console.WriteLine((1, (2, 3)) == (1, (2, 3)) && (1, (2, 3)) != (1, (2, 4)));
        (int? a, string b) withNull = (null, "x");
        Console.WriteLine(withNull == (null, "x"));
        Console.WriteLine((Next(1), Next(2)) == (Next(1), Next(3)));
        Console.WriteLine(calls);

        var big = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        Console.WriteLine(big + " " + big.Item7 + " " + big.Rest + " " + big.Rest.Item3);
        var (b1, _, _, _, _, _, _, b8, _, b10) = big;
        Console.WriteLine(b1 + b8 + b10);

        (long, double) wide = (1, 2);
        Console.WriteLine(wide.Item1 + wide.Item2);
        object boxed = t;
        var back = ((int, string))boxed;
        Console.WriteLine(back.Item2);
        long l300 = 300;
        var narrowed = ((byte, int))(l300, 5L);
        Console.WriteLine(narrowed);

        var list = new List<(int, string)> { (2, "b"), (1, "a"), (2, "a") };
        list.Sort();
        foreach ((int n, string s) in list)
            Console.Write(n + s + " ");
        Console.WriteLine();
        foreach ((long n, var s) in list)
            Console.Write(n * 10 + s + " ");
        Console.WriteLine();
        var dict = new Dictionary<string, int> { ["one"] = 1, ["two"] = 2, ["three"] = 3 };
        foreach (var (key, value) in dict)
            Console.Write(key + "=" + value + " ");
        Console.WriteLine();
        var pairs = new List<(string, int)> { ("a", 1), ("b", 2) };
        int total = 0;
        foreach (var (name, val) in pairs)
        {
            total += val;
            Console.Write(name);
        }
        Console.WriteLine(" " + total);
        var points = new[] { new Point(1, 2), new Point(3, 4) };
        foreach (var (ex, ey) in points)
            Console.Write(" " + (ex + ey));
        Console.WriteLine();
    }
}
