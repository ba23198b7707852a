// mono: skip
// Positional patterns through a type's Deconstruct (C# 8): `p is (0, 0)`,
// `var (x, y)` (the positional pattern of `var` designations, nested too),
// a typed `o is Point (5, var y)` (the type test first), a struct's and an
// extension method's Deconstruct, a null reference failing the pattern,
// and in switch expressions with `when`. Expected output worked out by
// hand (mcs has no switch expressions).
using System;

class Point
{
    public int X, Y;
    public Point(int x, int y) { X = x; Y = y; }
    public void Deconstruct(out int x, out int y) { x = X; y = Y; }
}

struct Pair
{
    public string A;
    public double B;
    public void Deconstruct(out string a, out double b) { a = A; b = B; }
}

class Span3 { public int Lo, Mid, Hi; }

static class Ext
{
    public static void Deconstruct(this Span3 s, out int lo, out int mid, out int hi) { lo = s.Lo; mid = s.Mid; hi = s.Hi; }
}

class Program
{
    static string Where(Point p) => p switch
    {
        (0, 0) => "origin",
        var (x, y) when x > 0 => $"right {x},{y}",
        (_, > 3) => "high",
        _ => "other"
    };

    static void Main()
    {
        Console.WriteLine(Where(new Point(0, 0)));
        Console.WriteLine(Where(new Point(3, 4)));
        Console.WriteLine(Where(new Point(-1, 4)));
        Console.WriteLine(Where(new Point(-1, 1)));
        Console.WriteLine(Where(null));
        var pr = new Pair { A = "k", B = 2.5 };
        if (pr is (string s, > 2.0))
            Console.WriteLine("pair " + s);
        if (pr is var (a, b))
            Console.WriteLine(a + b);
        object o = new Point(5, 6);
        if (o is Point (5, var yy))
            Console.WriteLine("yy " + yy);
        if (!(o is Point (6, _)))
            Console.WriteLine("not (6, _)");
        var sp = new Span3 { Lo = 1, Mid = 5, Hi = 9 };
        Console.WriteLine(sp is (1, var m, > 8) ? "span mid " + m : "no");
        var t = (1, (2, 3));
        if (t is var (q, (r, _)))
            Console.WriteLine(q + r);
    }
}
