// mono: skip
// Non-generic local functions inside methods of generic classes and
// structs whose signatures name constructed types of the type parameters:
// using this, recursive, static, converted to a delegate, calling each
// other, the class's and a generic method's parameters together, an
// iterator, T? in a struct; each class instantiated with a value type and
// a reference type (docs/delegates.md "Local functions").
using System;
using System.Collections.Generic;

class Bag<T> {
    readonly List<T> items = new List<T>();
    readonly string name;
    public Bag(string name) { this.name = name; }
    public Bag<T> Add(T x) { items.Add(x); return this; }

    public List<T> Reversed()
    {
        // uses this; recursive
        List<T> From(int i) => i < 0 ? new List<T>() : Push(From(i - 1), items[items.Count - 1 - i]);
        static List<T> Push(List<T> l, T x) { l.Add(x); return l; }
        return From(items.Count - 1);
    }

    public string Describe()
    {
        // passed as a delegate; a local function calling another
        string Line(List<T> l) => name + ":" + string.Join("|", l) + "(" + Count(l) + ")";
        int Count(List<T> l) => l.Count;
        Func<List<T>, string> f = Line;
        return f(items) + " " + f(Reversed());
    }

    public Dictionary<T, U> Map<U>(Func<T, U> g)
    {
        // the class's and the method's type parameters
        Dictionary<T, U> Build(List<T> keys) { var d = new Dictionary<T, U>(); foreach (var k in keys) d[k] = g(k); return d; }
        KeyValuePair<T, U>[] Pairs(Dictionary<T, U> d)
        {
            var r = new KeyValuePair<T, U>[d.Count];
            int i = 0;
            foreach (var kv in d) r[i++] = kv;
            return r;
        }
        var built = Build(items);
        Console.WriteLine(Pairs(built).Length);
        return built;
    }

    public IEnumerable<T> Every(int step)
    {
        IEnumerable<T> Walk(List<T> l) { for (int i = 0; i < l.Count; i += step) yield return l[i]; }
        return Walk(items);
    }
}

struct Cell<T> where T : struct {
    public T V;
    public T? Maybe(bool b)
    {
        T? Pick(T v, bool keep) { if (keep) return v; return null; }
        return Pick(V, b);
    }
}

class P {
    static void Main()
    {
        var a = new Bag<int>("ints").Add(1).Add(2).Add(3);
        var b = new Bag<string>("strs").Add("x").Add("y");
        Console.WriteLine(string.Join(",", a.Reversed()));
        Console.WriteLine(string.Join(",", b.Reversed()));
        Console.WriteLine(a.Describe());
        Console.WriteLine(b.Describe());
        foreach (var kv in a.Map(i => "n" + i)) Console.WriteLine(kv.Key + "->" + kv.Value);
        foreach (var kv in b.Map(s => s.Length * 1.5)) Console.WriteLine(kv.Key + "->" + kv.Value);
        Console.WriteLine(string.Join(",", a.Every(2)));
        Console.WriteLine(string.Join(",", b.Every(1)));
        var c = new Cell<int> { V = 4 };
        Console.WriteLine(c.Maybe(true) + " " + c.Maybe(false).HasValue);
        var d = new Cell<double> { V = 2.5 };
        Console.WriteLine(d.Maybe(true) + " " + d.Maybe(false).HasValue);
    }
}
