// mono: skip
// Record structs (C# 10): `record struct` with settable positional
// properties, `readonly record struct` with init-only ones; value equality
// (== and Equals(S) field by field, double by its Equals so NaN equals
// NaN), ToString as .NET prints it, `with` on a copy, as dictionary keys;
// `with` on a plain struct (C# 10); generic and nested record structs.
// Mono's mcs (C# 7.2) cannot compile them: the expected output is
// written by C#'s specification and .NET 8's ToString format.
using System;
using System.Collections.Generic;

record struct P(int X, int Y);
readonly record struct R(double A, string B);
record struct Pair<T>(T First, T Second);
record struct Empty;
record struct Counter
{
    public int Count { get; set; }
    public string Name;
}

struct Plain
{
    public int X;
    public int Y { get; set; }
    public override string ToString() => X + "," + Y;
}

class Outer
{
    public record struct Inner(int V, P Where);
}

class Program
{
    static void Bump(ref P p) => p.X++;

    static void Main()
    {
        var p = new P(1, 2);
        p.X = 10;
        var p2 = p with { Y = 20 };
        Console.WriteLine(p + " " + p2);
        Console.WriteLine((p == p2) + " " + (p != p2) + " " + p.Equals(new P(10, 2)) + " " + p.Equals((object)new P(10, 2)));
        Bump(ref p);
        Console.WriteLine(p);
        Console.WriteLine(default(P));
        var (x, y) = p2;
        Console.WriteLine(x + y);

        var r = new R(1.5, "b");
        Console.WriteLine(r + " " + (r == new R(1.5, "b")) + " " + (r != new R(1.5, null)));
        Console.WriteLine(r with { B = null });
        Console.WriteLine(new R(double.NaN, "n") == new R(double.NaN, "n"));
        Console.WriteLine(new R(0.0, "z") == new R(-0.0, "z"));

        var pr = new Pair<string>("a", "b");
        Console.WriteLine(pr + " " + (pr == new Pair<string>("a", "b")));
        Console.WriteLine(new Pair<int>(3, 4) with { First = 0 });

        Console.WriteLine(new Empty());
        Console.WriteLine(new Empty() == default(Empty));
        var c = new Counter { Count = 2, Name = "c" };
        c.Count++;
        Console.WriteLine(c);
        Console.WriteLine(c == new Counter { Count = 3, Name = "c" });

        var pl = new Plain { X = 1, Y = 2 };
        var pl2 = pl with { Y = 7, X = 5 };
        Console.WriteLine(pl + " " + pl2);

        var inner = new Outer.Inner(1, new P(2, 3));
        Console.WriteLine(inner);
        Console.WriteLine(inner with { Where = p2 });

        var dict = new Dictionary<P, string>();
        dict[new P(1, 1)] = "one";
        dict[new P(1, 1)] = "uno";
        dict[new P(2, 1)] = "two";
        Console.WriteLine(dict.Count + " " + dict[new P(1, 1)]);
        object boxed = new P(4, 4);
        Console.WriteLine(boxed.Equals(new P(4, 4)) + " " + boxed);
    }
}
