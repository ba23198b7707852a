// mono: skip
// Nested tuple element names through generics (Mono's mcs loses them in
// a generic class's tuples): a generic class's fields and results, a
// generic method's, an iterator's element, LINQ's lambdas and GroupBy,
// an out parameter, a nullable tuple, HashSet and Dictionary keys, an
// interface property, a Func and a lambda capturing it.
using System;
using System.Linq;
using System.Collections.Generic;
class G<T> {
    public (T v, (T a, int b) p) M(T x) => (x, (x, 1));
    public List<(T k, (T u, int w) r)> L = new List<(T k, (T u, int w) r)>();
}
interface IShape { (string n, (double w, double h) size) Dims { get; } }
class Rect : IShape { public (string n, (double w, double h) size) Dims => ("r", (2, 3)); }
class P {
    static (T a, (T x, int n) p) Wrap<T>(T v) => (v, (v, 2));
    static IEnumerable<(int i, (int sq, int cube) pw)> Gen() { for (int i = 1; i <= 3; i++) yield return (i, (i * i, i * i * i)); }
    static void Get(out (int a, (int x, int y) p) r) { r = (1, (2, 3)); }
    static void Main() {
        var g = new G<string>();
        Console.WriteLine(g.M("s").p.a + g.M("t").p.b);
        g.L.Add(("k", ("u", 5)));
        Console.WriteLine(g.L[0].r.u + g.L[0].r.w);
        Console.WriteLine(Wrap(4.5).p.x + Wrap("z").p.x);
        foreach (var e in Gen()) Console.Write(e.pw.cube + " ");
        Console.WriteLine();
        Console.WriteLine(Gen().Sum(e => e.pw.sq));
        var sel = new[] { 1, 2 }.Select(i => (i, p: (sq: i * i, neg: -i))).ToList();
        Console.WriteLine(sel[1].p.neg);
        Get(out var r);
        Console.WriteLine(r.p.y);
        (int a, (int x, int y) p)? n = (1, (2, 3));
        Console.WriteLine(n.Value.p.x);
        var hs = new HashSet<(int a, (int x, int y) p)> { (1, (2, 3)), (1, (2, 3)) };
        Console.WriteLine(hs.Count + " " + hs.First().p.y);
        IShape s = new Rect();
        Console.WriteLine(s.Dims.size.h);
        Func<int, (int a, (int x, int y) p)> mk = k => (k, (k + 1, k + 2));
        Func<int> Local = () => mk(5).p.y;
        Console.WriteLine(Local());
        var dict = new Dictionary<(int a, (int x, int y) p), string> { [(1, (2, 3))] = "v" };
        foreach (var kv in dict) Console.WriteLine(kv.Key.p.x + kv.Value);
        var grp = Gen().GroupBy(e => e.pw.sq % 2).Select(gg => (key: gg.Key, top: gg.First().pw));
        foreach (var x in grp) Console.WriteLine(x.key + " " + x.top.cube);
    }
}
