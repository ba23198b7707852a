// mono: skip
// The default literal and target-typed new() where a parameter, the other
// operand of == / != or the other branch of ?: gives the type (overload
// resolution treats them as converting to every type), and the methods
// of one name from two `using static` classes as one method group.
// (Mono 6.8 has no target-typed new: the expected output is Mono's for the
// same program with each new(...) written new Point(...).)
using System;
using System.Collections.Generic;
using static Left;
using static Right;

static class Left
{
    public static string Pick(long x) { return "Left.Pick(long)"; }
    public static string Only(int x) { return "Left.Only " + x; }
}

static class Right
{
    public static string Pick(int x) { return "Right.Pick(int)"; }
    public static string Pick(string s, int n = 7) { return "Right.Pick(string) " + (s == null) + " " + n; }
}

class Point
{
    public int X, Y;
    public Point() { X = 1; Y = 2; }
    public Point(int x, int y) { X = x; Y = y; }
    public override string ToString() { return "(" + X + ", " + Y + ")"; }
}

struct Pair
{
    public int A;
    public string B;
}

class P
{
    static string Show(object o) { return "object " + (o == null ? "null" : o.ToString()); }
    static string Show(string s) { return "string " + (s == null ? "null" : s); }
    static string Nullable(int? x) { return x.HasValue ? "value" : "no value"; }
    static string Make(Point p) { return p.ToString(); }
    static string Twice(Pair p) { return p.A + "/" + (p.B ?? "null"); }
    static T Echo<T>(T x, T y) { return y; }

    static void Main()
    {
        Console.WriteLine(Pick(1));
        Console.WriteLine(Pick(1L));
        Console.WriteLine(Pick("s"));
        Console.WriteLine(Pick(default, default));
        Console.WriteLine(Only(4));
        Console.WriteLine(Show(default));
        Console.WriteLine(Nullable(default));
        Console.WriteLine(Make(new()));
        Console.WriteLine(Make(new(3, 4)));
        Console.WriteLine(Make(new() { Y = 9 }));
        Console.WriteLine(Twice(default));
        Console.WriteLine(Echo(5, default));
        Console.WriteLine(Echo("a", default) == null);

        var list = new List<int[]> { new int[2], default };
        Console.WriteLine(list.Count + " " + (list[1] == null));
        var points = new List<Point> { new(), new(5, 6) };
        Console.WriteLine(points[0] + " " + points[1]);
        var map = new Dictionary<string, int?> { { "a", default }, { "b", 2 } };
        Console.WriteLine(map["a"].HasValue + " " + map["b"]);
        var dates = new Dictionary<int, Point> { [1] = new(7, 8) };
        Console.WriteLine(dates[1]);

        int x = 0;
        string s = null;
        Pair pr = default;
        Console.WriteLine(x == default);
        Console.WriteLine(default != s);
        Console.WriteLine(pr.B == default);
        bool b = x == 0;
        int y = b ? default : 5;
        string t = !b ? "yes" : default;
        Point q = b ? new(1, 1) : null;
        Console.WriteLine(y + " " + (t == null) + " " + q);
    }
}
