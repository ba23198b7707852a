// mono: skip
using System;
using System.Collections.Generic;

// Deconstruction: into new variables (var, typed, nested, discards), into
// existing locals, fields, properties and array elements (swaps), from
// tuples, from instance and extension Deconstruct methods, captured by
// lambdas, and C#'s order of evaluation (foreach: tuple_modern.cs).
class Point
{
    public int X { get; set; }
    public int Y { get; set; }
    public Point(int x, int y) { X = x; Y = y; }
    public void Deconstruct(out int x, out int y)
    {
        Console.Write("<Deconstruct>");
        x = X;
        y = Y;
    }
}

struct Range
{
    public int Lo, Hi;
    public Range(int lo, int hi) { Lo = lo; Hi = hi; }
    public void Deconstruct(out int lo, out int hi) { lo = Lo; hi = Hi; }
    public void Deconstruct(out int lo, out int hi, out int len) { lo = Lo; hi = Hi; len = Hi - Lo; }
}

static class Extensions
{
    public static void Deconstruct(this string s, out char first, out string rest)
    {
        first = s[0];
        rest = s.Substring(1);
    }
}

class Program
{
    int a, b;
    static int s1, s2;

    static int Trace(int v)
    {
        Console.Write("(" + v + ")");
        return v;
    }

    static (int, int) DivRem(int x, int y) => (x / y, x % y);

    void Fields()
    {
        (a, b) = (1, 2);
        (a, b) = (b, a);
        (this.a, s1) = (a + 10, 5);
        (s1, s2) = (s2, s1);
        Console.WriteLine(a + " " + b + " " + s1 + " " + s2);
    }

    static void Main()
    {
        var (q, r) = DivRem(17, 5);
        Console.WriteLine(q + " " + r);
        (int x, string y) = (1, "one");
        Console.WriteLine(x + y);
        (long lx, var vy) = (2, "two");
        Console.WriteLine(lx + vy);
        var (n1, (n2, n3)) = (1, (2, 3));
        Console.WriteLine(n1 + n2 + n3);
        var (_, second, _) = (1, 2, 3);
        Console.WriteLine(second);

        int i = 1, j = 2;
        (i, j) = (j, i);
        Console.WriteLine(i + " " + j);
        (i, j) = (i + j, i - j);
        Console.WriteLine(i + " " + j);
        int[] arr = { 10, 20, 30 };
        (arr[0], arr[2]) = (arr[2], arr[0]);
        Console.WriteLine(arr[0] + "," + arr[1] + "," + arr[2]);
        var list = new List<int> { 1, 2, 3 };
        int k = 0, m = 2;
        (list[k], list[m]) = (list[m], list[k]);
        Console.WriteLine(list[0] + " " + list[2]);
        new Program().Fields();

        var p = new Point(3, 4);
        var (px, py) = p;
        Console.WriteLine(" " + px + " " + py);
        (p.X, p.Y) = (p.Y, p.X);
        Console.WriteLine(p.X + " " + p.Y);
        var range = new Range(2, 9);
        var (lo, hi) = range;
        var (lo2, hi2, len) = range;
        Console.WriteLine(lo + " " + hi + " " + lo2 + " " + hi2 + " " + len);
        var (first, rest) = "kiln";
        Console.WriteLine(first + "|" + rest);

        (int t1, int t2) = (Trace(1), Trace(2));
        Console.WriteLine(" " + t1 + t2);


        Func<int> capture = null;
        var (c1, c2) = (5, 6);
        capture = () => c1 * c2;
        Console.WriteLine(capture());
    }
}
