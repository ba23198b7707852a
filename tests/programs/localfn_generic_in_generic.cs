// Generic local functions inside generic methods and classes: the
// enclosing method's and class's type parameters are in scope beside the
// local function's own (T and U both substituted in each instance), type
// arguments inferred and written, a captured T-typed local and parameter,
// recursion, constraints, a method group of one, an iterator, and a
// non-generic local function of a generic method naming T. Mono 6.8's
// mcs has no local functions: the expected output follows C#'s rules by hand.
// mono: skip
using System;
using System.Collections.Generic;
using System.Linq;

class Box<T>
{
    T val;
    public Box(T v) { val = v; }

    public string Show()
    {
        string Fmt(T x) => "[" + x + "]";
        return Fmt(val);
    }

    public string Pair<V>(V other)
    {
        string Two<W>(W w, V v) => w + ":" + v + ":" + val + ":" + typeof(W).Name + "/" + typeof(T).Name;
        return Two(val, other) + " " + Two<long>(5, other);
    }

    public List<T> Repeat(int n)
    {
        List<R> Fill<R>(R r, int k) { var l = new List<R>(); for (int i = 0; i < k; i++) l.Add(r); return l; }
        return Fill(val, n);
    }
}

class Program
{
    static T Id<T>(T x)
    {
        U Twice<U>(U y) => y;
        return Twice(x);
    }

    static string Cap<T>(T x)
    {
        int n = 0;
        string Tag<U>(U u) { n++; return x + "/" + u + "/" + n; }
        return Tag(1) + " " + Tag("s") + " " + Tag(x);
    }

    static T Last<T>(List<T> xs)
    {
        T Get(int i) => xs[i];
        return Get(xs.Count - 1);
    }

    static int Depth<T>(T seed, int k)
    {
        int Down<U>(U u, int d) => d == 0 ? 0 : 1 + Down(u, d - 1);
        return Down(seed, k);
    }

    static string Max<T>(T a, T b) where T : IComparable<T>
    {
        U Pick<U>(U x, U y) where U : IComparable<U> => x.CompareTo(y) >= 0 ? x : y;
        return Pick(a, b) + " " + Pick("pear", "apple");
    }

    static string Mapped<T>(List<T> xs)
    {
        KeyValuePair<T, U> With<U>(T t, U u) => new KeyValuePair<T, U>(t, u);
        Func<T, int, KeyValuePair<T, int>> f = With;
        return string.Join(",", xs.Select((x, i) => f(x, i).ToString()));
    }

    static string Evens<T>(T[] items)
    {
        IEnumerable<U> Every<U>(U[] us, int step)
        {
            for (int i = 0; i < us.Length; i += step)
                yield return us[i];
        }
        return string.Join(" ", Every(items, 2));
    }

    static void Main()
    {
        Console.WriteLine(Id(5));
        Console.WriteLine(Id("a"));
        Console.WriteLine(Cap(2.5));
        Console.WriteLine(Cap('c'));
        Console.WriteLine(Last(new List<string> { "x", "y" }));
        Console.WriteLine(Depth("s", 4) + Depth(1.5, 2));
        Console.WriteLine(Max(3, 7));
        Console.WriteLine(Max("b", "a"));
        Console.WriteLine(Mapped(new List<string> { "p", "q" }));
        Console.WriteLine(Evens(new[] { 1, 2, 3, 4, 5 }));
        Console.WriteLine(new Box<int>(4).Show());
        Console.WriteLine(new Box<string>("q").Pair(7));
        Console.WriteLine(new Box<bool>(true).Pair("v"));
        Console.WriteLine(new Box<char>('z').Repeat(3).Count);
    }
}
