// Anonymous types whose members have a type parameter's type, in generic
// methods and classes: each instantiation gets the anonymous type of its
// closed member types (members read, ToString, Equals, GetHashCode).
// timeout: 240
using System;
using System.Collections.Generic;
using System.Linq;

struct Pt
{
    public int X, Y;
    public Pt(int x, int y) { X = x; Y = y; }
    public override string ToString() { return "(" + X + "," + Y + ")"; }
}

class Bag<T>
{
    List<T> items = new List<T>();
    public void Add(T x) { items.Add(x); }

    public string Describe()
    {
        var d = new { First = items[0], Count = items.Count, All = items.ToArray() };
        return d.First + " of " + d.Count + " [" + string.Join(";", d.All) + "] " + d;
    }

    public IEnumerable<string> Numbered()
    {
        foreach (var p in items.Select((x, i) => new { Item = x, Pos = i + 1 }))
            yield return p.Pos + ":" + p.Item;
    }
}

static class Tools
{
    public static string Pair<T, U>(T a, U b)
    {
        var p = new { A = a, B = b };
        var q = new { A = a, B = b };
        var inner = new { Outer = p, Tag = "t" };
        return p + " " + inner + " eq=" + p.Equals(q) + " hash=" + (p.GetHashCode() == q.GetHashCode());
    }

    public static List<T> SortSome<T>(List<T> list, params int[] at) where T : IComparable<T>
    {
        var picked = at.OrderBy(i => i)
            .Zip(at.Select(i => list[i]).OrderBy(v => v), (Index, Value) => new { Index, Value });
        foreach (var e in picked)
            list[e.Index] = e.Value;
        return list;
    }

    public static string Groups<T>(IEnumerable<T> xs, Func<T, int> key)
    {
        var g = xs.GroupBy(x => new { K = key(x), Even = key(x) % 2 == 0 })
                  .Select(grp => new { grp.Key, Items = grp.ToList() });
        return string.Join(" | ", g.Select(e => e.Key.K + (e.Key.Even ? "e" : "o") + "=" + string.Join(",", e.Items)));
    }

    public static T[] Firsts<T>(T a, T b)
    {
        var arr = new[] { new { V = a, N = 1 }, new { V = b, N = 2 } };
        return arr.Select(e => e.V).ToArray();
    }
}

class Program
{
    static void Main()
    {
        var b = new Bag<int>();
        b.Add(4); b.Add(2); b.Add(9);
        Console.WriteLine(b.Describe());
        Console.WriteLine(string.Join(" ", b.Numbered()));
        var s = new Bag<string>();
        s.Add("x"); s.Add(null);
        Console.WriteLine(s.Describe());
        Console.WriteLine(string.Join(" ", s.Numbered()));
        var pts = new Bag<Pt>();
        pts.Add(new Pt(1, 2));
        Console.WriteLine(pts.Describe());

        Console.WriteLine(Tools.Pair(3, "three"));
        Console.WriteLine(Tools.Pair(new Pt(5, 6), 2.5));
        Console.WriteLine(Tools.Pair<object, string>(null, null));

        Console.WriteLine(string.Join(",", Tools.SortSome(new List<int> { 7, 6, 5, 4, 3, 2, 1, 0 }, 6, 1, 7)));

        Console.WriteLine(Tools.Groups(new[] { 1, 2, 3, 4, 5, 6 }, x => x % 3));

        Console.WriteLine(string.Join(",", Tools.Firsts(8, 9)) + " " + string.Join(",", Tools.Firsts("p", "q")));

        var plain = new { V = 1, N = 1 };   // the closed shape, also made by Firsts<int>
        Console.WriteLine(plain);
    }
}
