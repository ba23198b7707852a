// A second newcomer's program: a struct with IEquatable/IComparable in
// hash sets, dictionaries and sorts, a generic class with two constraints
// and per-instance statics, params T[] with type inference (Max(3, 9, 2),
// the expanded form), T? for T : struct (return x; return null;), ref
// swaps, an iterator of tuples, List/Array helpers, Comparer.Create,
// AsReadOnly.
using System;
using System.Collections.Generic;
using System.Linq;

struct Point : IEquatable<Point>, IComparable<Point>
{
    public readonly int X, Y;
    public Point(int x, int y) { X = x; Y = y; }
    public bool Equals(Point o) => X == o.X && Y == o.Y;
    public override bool Equals(object o) => o is Point p && Equals(p);
    public override int GetHashCode() => X * 31 + Y;
    public int CompareTo(Point o) => X != o.X ? X.CompareTo(o.X) : Y.CompareTo(o.Y);
    public override string ToString() => "(" + X + "," + Y + ")";
}

static class Counter<T>
{
    public static int Made;
    static Counter() { Console.WriteLine("init " + typeof(T).Name); }
}

class Cache<TKey, TValue> where TKey : IEquatable<TKey> where TValue : class, new()
{
    readonly Dictionary<TKey, TValue> d = new Dictionary<TKey, TValue>();
    public TValue Get(TKey k)
    {
        if (!d.TryGetValue(k, out var v)) { v = new TValue(); d[k] = v; Counter<TValue>.Made++; }
        return v;
    }
    public int Size => d.Count;
}

class Bag { public List<string> Items = new List<string>(); }

interface IShape { double Area { get; } string Kind { get; } }
abstract class Shape : IShape
{
    public abstract double Area { get; }
    public virtual string Kind => GetType().Name;
}
sealed class Circle : Shape { public double R; public Circle(double r) { R = r; } public override double Area => Math.Round(Math.PI * R * R, 2); }
sealed class Rect : Shape { public double W, H; public Rect(double w, double h) { W = w; H = h; } public override double Area => W * H; public override string Kind => "Rectangle"; }

static class G
{
    public static T Max<T>(params T[] xs) where T : IComparable<T>
    {
        T m = xs[0];
        foreach (var x in xs) if (x.CompareTo(m) > 0) m = x;
        return m;
    }
    public static T? FirstOrNull<T>(IEnumerable<T> xs, Func<T, bool> p) where T : struct
    {
        foreach (var x in xs) if (p(x)) return x;
        return null;
    }
    public static void Swap<T>(ref T a, ref T b) { T t = a; a = b; b = t; }
    public static IEnumerable<(T, U)> Pairs<T, U>(IEnumerable<T> a, IEnumerable<U> b)
    {
        using (var ea = a.GetEnumerator())
        using (var eb = b.GetEnumerator())
            while (ea.MoveNext() && eb.MoveNext()) yield return (ea.Current, eb.Current);
    }
}

class Program
{
    static void Main()
    {
        var pts = new HashSet<Point> { new Point(1, 2), new Point(1, 2), new Point(0, 5) };
        Console.WriteLine(pts.Count + " " + pts.Contains(new Point(0, 5)));
        var sorted = pts.OrderBy(p => p).ToList();
        Console.WriteLine(string.Join(" ", sorted) + " " + G.Max(new Point(3, 1), new Point(3, 4), new Point(2, 9)));
        var byPoint = new Dictionary<Point, string> { [new Point(1, 1)] = "a" };
        byPoint.TryAdd(new Point(1, 1), "b");
        Console.WriteLine(byPoint[new Point(1, 1)] + " " + byPoint.GetValueOrDefault(new Point(9, 9), "none"));
        var cache = new Cache<string, Bag>();
        cache.Get("x").Items.Add("one");
        cache.Get("x").Items.Add("two");
        cache.Get("y");
        Console.WriteLine(cache.Size + " " + cache.Get("x").Items.Count + " " + Counter<Bag>.Made);
        var shapes = new List<IShape> { new Circle(1), new Rect(2, 3), new Circle(0.5) };
        foreach (var g in shapes.GroupBy(s => s.Kind).OrderBy(g => g.Key))
            Console.WriteLine(g.Key + ": " + g.Count() + " area " + g.Sum(s => s.Area));
        Console.WriteLine(G.Max(3, 9, 2) + " " + G.Max("pear", "apple") + " " + G.Max(2.5, -1.0));
        Console.WriteLine(G.FirstOrNull(new[] { 1, 4, 6 }, x => x > 3) + " " + (G.FirstOrNull(new[] { 1 }, x => x > 3) == null));
        int a = 1, b = 2; G.Swap(ref a, ref b);
        string s1 = "l", s2 = "r"; G.Swap(ref s1, ref s2);
        Console.WriteLine(a + "" + b + s1 + s2);
        foreach (var nw in G.Pairs(new[] { 1, 2, 3 }, new[] { "one", "two" })) Console.Write(nw.Item1 + nw.Item2 + " ");
        Console.WriteLine();
        var nums = Enumerable.Range(1, 10).ToList();
        Console.WriteLine(string.Join(",", nums.ConvertAll(x => x * x).Where(x => x % 3 == 1)));
        var arr = Array.ConvertAll(new[] { "3", "1", "2" }, int.Parse);
        Array.Sort(arr);
        Console.WriteLine(string.Join("", arr) + " " + Array.IndexOf(arr, 2) + " " + Array.Find(arr, x => x > 1) + " " + Array.Exists(arr, x => x > 5));
        Console.WriteLine(nums.Aggregate(0, (acc, x) => acc + x) + " " + string.Join("", nums.Skip(2).Take(3)) + " " +
            string.Join("", nums.TakeWhile(x => x < 4)) + " " + nums.Zip(nums.Skip(1), (x, y) => x * y).Last());
        var nested = new List<List<int>> { new List<int> { 1, 2 }, new List<int> { 3 } };
        Console.WriteLine(nested.SelectMany(l => l).Sum() + " " + nested.Max(l => l.Count));
        var kvs = new SortedDictionary<string, int> { ["b"] = 2, ["a"] = 1 };
        foreach (var kv in kvs) Console.Write(kv.Key + kv.Value);
        Console.WriteLine();
        var comparer = Comparer<Point>.Create((p, q) => q.Y.CompareTo(p.Y));
        var ps = new List<Point>(pts);
        ps.Sort(comparer);
        Console.WriteLine(string.Join(" ", ps) + " " + ps.BinarySearch(new Point(0, 5), comparer));
        Point? np = null;
        Console.WriteLine(np.HasValue + " " + (np?.X ?? -1) + " " + np.GetValueOrDefault());
        np = new Point(7, 8);
        Console.WriteLine(np.Value.Y + " " + np);
        object boxed = np;
        Console.WriteLine(boxed is Point q2 ? q2.X : 0);
        IEquatable<Point> eq = new Point(1, 2);
        Console.WriteLine(eq.Equals(new Point(1, 2)));
        var lst = new List<int> { 5, 3, 8 };
        lst.Sort((x, y) => y - x);
        IReadOnlyList<int> rol = lst.AsReadOnly();
        Console.WriteLine(string.Join(",", rol) + " " + rol.Count + " " + lst.IndexOf(3) + " " + lst.Contains(8));
        var ql = new Queue<Point>();
        ql.Enqueue(new Point(1, 1));
        Console.WriteLine(ql.Dequeue() + " " + ql.Count);
    }
}
