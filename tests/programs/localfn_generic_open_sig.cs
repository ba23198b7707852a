// mono: skip
// Non-generic local functions inside generic methods whose signatures
// name constructed types of the type parameters (List<T>, T?,
// KeyValuePair<K, V>, Dictionary<K, List<V>>): capturing and not, called
// directly, recursive, converted to delegates, called from lambdas,
// declared inside a lambda, inside a generic local function and async,
// each method instantiated with a value type and a reference type. Their
// delegate types are made per instance, their members emitted with the
// instance's arguments (docs/delegates.md "Local functions").
using System;
using System.Collections.Generic;
using System.Threading.Tasks;

class P {
    static List<T> Repeat<T>(T t, int count)
    {
        List<T> Wrap(int n) { var l = new List<T>(); for (int i = 0; i < n; i++) l.Add(t); return l; }
        return Wrap(count);
    }

    static int Total<T>(List<T> xs, Func<T, int> f)
    {
        static int Len(List<T> l) => l.Count;
        int Sum(List<T> l) { int s = 0; foreach (var x in l) s += f(x); return s; }
        return Len(xs) * 1000 + Sum(xs);
    }

    static string Show<T>(T[] items)
    {
        List<T> Rev(int i) { if (i < 0) return new List<T>(); var r = Rev(i - 1); r.Insert(0, items[i]); return r; }
        return string.Join(",", Rev(items.Length - 1));
    }

    static T? Find<T>(T[] xs, Predicate<T> p) where T : struct
    {
        T? First() { foreach (var x in xs) if (p(x)) return x; return null; }
        return First();
    }

    static string Pairs<K, V>(K k, V v)
    {
        KeyValuePair<K, V> Make(int i) => new KeyValuePair<K, V>(k, v);
        Func<int, KeyValuePair<K, V>> mk = Make;
        var kv = mk(1);
        Dictionary<K, List<V>> Group(List<KeyValuePair<K, V>> l)
        {
            var d = new Dictionary<K, List<V>>();
            foreach (var e in l) {
                if (!d.TryGetValue(e.Key, out var lst)) { lst = new List<V>(); d[e.Key] = lst; }
                lst.Add(e.Value);
            }
            return d;
        }
        var g = Group(new List<KeyValuePair<K, V>> { kv, mk(2) });
        return kv.Key + "=" + kv.Value + " " + g[k].Count;
    }

    static List<T> Apply<T>(List<T> xs, Func<List<T>, List<T>> f) => f(xs);

    static int Nested<T>(T t)
    {
        List<T> One() => new List<T> { t };
        Func<List<T>> g = One;
        Console.WriteLine(g.GetType());
        return Apply(g(), l => { l.Add(t); return l; }).Count + Apply(One(), Dup).Count;
        List<T> Dup(List<T> l) { l.AddRange(l); return l; }
    }

    static void Shapes<T>(T t)
    {
        List<T> Wrap(int n) { var l = new List<T>(); for (int i = 0; i < n; i++) l.Add(t); return l; }
        Func<int, int> g = n => Wrap(n).Count + 1;
        Action a = () => { List<T> Three(T x) => new List<T> { x, x, x }; Console.WriteLine(Three(t).Count); };
        a();
        U Gen<U>(U u) { List<U> Pair(U x) => new List<U> { x, u }; return Pair(u)[1]; }
        async Task<List<T>> Later() { await Task.Yield(); return Wrap(1); }
        Console.WriteLine(g(3) + " " + Gen(t) + " " + Gen(2.5) + " " + Later().Result[0]);
    }

    static void Main()
    {
        Console.WriteLine(string.Join(",", Repeat(7, 3)));
        Console.WriteLine(string.Join(",", Repeat("ab", 2)));
        Console.WriteLine(Total(new List<int> { 1, 2, 3 }, x => x * 2));
        Console.WriteLine(Total(new List<string> { "a", "bcd" }, s => s.Length));
        Console.WriteLine(Show(new[] { 1, 2, 3 }));
        Console.WriteLine(Show(new[] { "x", "y" }));
        Console.WriteLine(Find(new[] { 1, 5, 9 }, x => x > 3));
        Console.WriteLine(Find(new[] { 1.5, 2.5 }, x => x > 3).HasValue);
        Console.WriteLine(Pairs("k", 42));
        Console.WriteLine(Pairs(3, "v"));
        Console.WriteLine(Nested(1));
        Console.WriteLine(Nested("s"));
        Shapes(4);
        Shapes("w");
    }
}
