// Optional parameters of generic methods, of methods of generic classes
// and of generic methods of generic classes: constants, null of an open
// type and default(T), left out, given, named, from generic code.
using System;
using System.Collections.Generic;
using System.Linq;

struct Pt
{
    public int X, Y;
    public override string ToString() { return "(" + X + "," + Y + ")"; }
}

static class Ext
{
    public static string Show<T>(this IEnumerable<T> xs, string sep = ",", int max = 3)
    {
        return string.Join(sep, xs.Take(max));
    }
}

class Box<T>
{
    T value;
    public Box(T v, string note = "new") { value = v; Console.WriteLine("box " + note); }
    public T Get(int times = 1, string tag = "get")
    {
        Console.WriteLine(tag + times);
        return value;
    }
    public U Map<U>(Func<T, U> f, U orElse = default(U), bool use = true)
    {
        return use ? f(value) : orElse;
    }
}

class Program
{
    static int Distinct<T>(IEnumerable<T> xs, IEqualityComparer<T> comparer = null)
    {
        if (comparer == null)
            comparer = EqualityComparer<T>.Default;
        var seen = new List<T>();
        foreach (var x in xs)
            if (!seen.Any(s => comparer.Equals(s, x)))
                seen.Add(x);
        return seen.Count;
    }

    static T Pick<T>(T a, T b = default(T), int which = 0) { return which == 0 ? a : b; }

    static string Twice<T>(T x) { return Pick(x) + "/" + Pick(x, which: 1) + "/" + Distinct(new[] { x, x }); }

    static void Main()
    {
        Console.WriteLine(Distinct(new[] { 1, 2, 2, 3 }) + " " + Distinct(new[] { "a", "a" }));
        Console.WriteLine(Pick(5) + " " + Pick(5, 6, 1) + " " + Pick(5, which: 1));
        Console.WriteLine("[" + Pick("s", which: 1) + "] " + Pick(2.5, which: 1) + " " + Pick(new Pt(), which: 1));
        Console.WriteLine(Twice(7) + " " + Twice("w"));
        var b = new Box<int>(8);
        Console.WriteLine(b.Get() + " " + b.Get(2) + " " + b.Get(tag: "t"));
        var s = new Box<string>("str", "made");
        Console.WriteLine(s.Map(v => v.Length) + " " + s.Map(v => v.Length, use: false) + " [" + s.Map(v => v + "!", use: false) + "]");
        Console.WriteLine(new[] { 1, 2, 3, 4 }.Show() + " " + new[] { "x", "y" }.Show("-") + " " + new List<int> { 9, 8 }.Show(max: 1));
    }
}
