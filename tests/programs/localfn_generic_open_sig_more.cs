// mono: skip
// More signatures of non-generic local functions in a generic class that
// name constructed types of its type parameter: a property getter's,
// tuples (T, int) and (U, List<T>) with a generic method's U, out and ref
// parameters, an array of List<T>, a Func<T> result made by a lambda that
// captures the local function's parameter (its class needs no `this`);
// instantiated with int and string.
using System;
using System.Collections.Generic;
class Box<T> {
    List<T> items = new List<T>();
    public Box(T[] xs) { items.AddRange(xs); }
    public List<T> All { get { List<T> Copy() => new List<T>(items); return Copy(); } }
    public (T, int) First() { (T, int) Pair(List<T> l) => (l[0], l.Count); return Pair(items); }
    public bool TryGet(int i, out T v)
    {
        bool Get(out List<T> l, ref int n) { l = items; n++; return true; }
        int k = 0;
        Get(out var l, ref k);
        v = i < l.Count ? l[i] : default(T);
        return k == 1 && i < l.Count;
    }
    public Func<T> Later() { Func<T> Mk(List<T>[] ls) => () => ls[0][0]; return Mk(new[] { items }); }
    public U Fold<U>(U seed, Func<U, T, U> f)
    {
        (U, List<T>) Step((U, List<T>) st) { var acc = st.Item1; foreach (var x in st.Item2) acc = f(acc, x); return (acc, st.Item2); }
        return Step((seed, items)).Item1;
    }
}

class P {
    static void Main()
    {
        var a = new Box<int>(new[] { 5, 6 });
        var b = new Box<string>(new[] { "p", "q", "r" });
        Console.WriteLine(a.All.Count + " " + b.All.Count);
        Console.WriteLine(a.First() + " " + b.First());
        Console.WriteLine(a.TryGet(1, out var x) + " " + x + " " + b.TryGet(5, out var y) + " " + (y == null));
        Console.WriteLine(a.Later()() + " " + b.Later()());
        Console.WriteLine(a.Fold(0L, (s, v) => s + v) + " " + b.Fold("", (s, v) => s + v) + " " + a.Fold("", (s, v) => s + v));
    }
}
