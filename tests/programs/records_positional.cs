// mono: skip
// Positional and nominal record classes (C# 9). Mono's mcs (C# 7.2) cannot
// compile records, so the expected output is written by C#'s specification
// and .NET 8's documented ToString format ("Point { X = 1, Y = 2 }", a null
// member printing nothing, an empty record "Empty { }"): the synthesized
// init-only properties, constructor, Deconstruct, ToString/PrintMembers,
// value equality (Equals, ==, !=; GetHashCode agreeing, not printed) and
// `with` through the copy constructor.
using System;
using System.Collections.Generic;

record Point(int X, int Y);

record Person(string Name, int Age)
{
    public string Nick { get; init; }
    public string Upper => Name.ToUpper();
    public static int Created = 0;
    private int secret = 42;
    public int Secret() => secret;
}

record Empty;

record Nominal
{
    public int Count { get; init; }
    public string Label;
}

record Tree(int Value, Tree Left, Tree Right);

record Holder(List<string> Items, double Ratio);

record Sheet(string? Name, int[] Values, (int a, int b) Span, List<int>? Rows = null, int Page = 1);

class Program
{
    static void Main()
    {
        var p = new Point(1, 2);
        var q = new Point(1, 2);
        Console.WriteLine(p);
        Console.WriteLine(p.ToString());
        Console.WriteLine($"{p.X} {p.Y} {p}");
        Console.WriteLine((p == q) + " " + p.Equals(q) + " " + (p != q) + " " + ReferenceEquals(p, q));
        Console.WriteLine(p.GetHashCode() == q.GetHashCode());
        object o = q;
        Console.WriteLine(p.Equals(o) + " " + o.Equals(p) + " " + p.Equals(null) + " " + (p == null));

        var r = p with { Y = 5 };
        Console.WriteLine(r + " " + (p == r) + " " + p);
        var same = p with { };
        Console.WriteLine(same + " " + (same == p) + " " + ReferenceEquals(same, p));
        var (x, y) = r;
        Console.WriteLine(x * 10 + y);
        r.Deconstruct(out int dx, out int dy);
        Console.WriteLine(dx + dy);

        var ann = new Person("Ann", 30);
        Console.WriteLine(ann);
        var nick = ann with { Nick = "A", Age = 31 };
        Console.WriteLine(nick);
        Console.WriteLine(ann == nick);
        Console.WriteLine(nick.Secret());

        Console.WriteLine(new Empty());
        Console.WriteLine(new Empty() == new Empty());

        var n = new Nominal { Count = 2, Label = "L" };
        Console.WriteLine(n);
        Console.WriteLine(n == new Nominal { Count = 2, Label = "L" });
        Console.WriteLine(n == new Nominal { Count = 2 });
        Console.WriteLine(n with { Count = 5 });

        var t = new Tree(1, new Tree(2, null, null), new Tree(3, null, null));
        Console.WriteLine(t);
        Console.WriteLine(t == new Tree(1, new Tree(2, null, null), new Tree(3, null, null)));
        Console.WriteLine(t with { Right = null });

        var items = new List<string> { "a" };
        var h = new Holder(items, 0.5);
        Console.WriteLine(h);
        Console.WriteLine(h == new Holder(items, 0.5));
        Console.WriteLine(h == new Holder(new List<string> { "a" }, 0.5));
        Console.WriteLine(new Holder(null, double.NaN) == new Holder(null, double.NaN));

        var set = new HashSet<Point> { new Point(1, 1), new Point(1, 1), new Point(2, 1) };
        Console.WriteLine(set.Count);
        var dict = new Dictionary<Point, string>();
        dict[new Point(0, 0)] = "origin";
        dict[new Point(0, 0)] = "zero";
        Console.WriteLine(dict.Count + " " + dict[new Point(0, 0)]);
        var sheet = new Sheet(null, new[] { 1, 2 }, (3, 4));
        Console.WriteLine(sheet);
        Console.WriteLine(sheet with { Name = "s", Page = 2 });
        Console.WriteLine(sheet.Span.b + sheet.Values[1]);
        Point none = null;
        Console.WriteLine((none == null) + " " + (none != p) + " " + (p != none));
    }
}
