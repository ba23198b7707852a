// Tuple element names at every depth (docs/language.md "Tuples"): a tuple
// nested in a tuple keeps its names through a method's result, a declared
// local, a List's type argument, a literal's given names, conversions to
// other namings and element types, deconstruction, fields and properties,
// arrays, a Dictionary, LINQ's lambdas, a generic method, a Func and a
// cast from object; ToString prints the values only.
using System;
using System.Linq;
using System.Collections.Generic;

class Box {
    public (int a, (int x, int y) p) F;
    public (string s, (int u, int v) q) Prop { get; set; }
}

class P {
    static T Id<T>(T x) => x;
    static (int a, (string name, double score) p) Make() => (1, ("x", 2.5));
    static int Sum((int id, (int x, int y) pos) t) => t.id + t.pos.x + t.pos.y;

    static void Main() {
        var t = Make();
        Console.WriteLine(t.p.name + " " + t.p.score + " " + t.a);
        (int id, (int x, int y) pos) q = (7, (3, 4));
        Console.WriteLine(q.pos.x + q.pos.y);
        var list = new List<(string k, (int lo, int hi) r)> { ("a", (1, 2)), ("b", (0, 9)) };
        foreach (var e in list) Console.WriteLine(e.r.hi);
        var named = (first: 1, inner: (u: 2, v: 3));
        Console.WriteLine(named.inner.v);

        Console.WriteLine(t);
        Console.WriteLine(t.p);
        Console.WriteLine(t.p.ToString() + t.Item2.Item1 + t.p.Item2);
        (int b, (string n, double s) q) t2 = t;
        Console.WriteLine(t2.q.n + t2.q.s);
        (long b, (object n, double s) q) t3 = t;
        Console.WriteLine(t3.q.n + " " + t3.b);
        var (a, p) = t;
        Console.WriteLine(p.name + a);
        var (a2, q2) = t;
        var (nm, sc) = q2;
        Console.WriteLine(nm + sc + a2);
        Console.WriteLine(Id(t).p.score);
        Console.WriteLine(Sum((1, (2, 3))));
        Console.WriteLine(Sum(q));

        var arr = new[] { (k: 1, r: (lo: 2, hi: 3)), (k: 4, r: (lo: 5, hi: 6)) };
        Console.WriteLine(arr[1].r.lo + arr.Sum(e => e.r.hi));
        var d = new Dictionary<string, (int c, (int m, int n) inner)>();
        d["a"] = (1, (2, 3));
        Console.WriteLine(d["a"].inner.n);
        foreach (var kv in d) Console.WriteLine(kv.Key + kv.Value.inner.m);
        Console.WriteLine(list.OrderBy(e => e.r.lo).First().k);
        Console.WriteLine(list.Select(e => (k: e.k, r: e.r)).Last().r.hi);

        var box = new Box();
        box.F = (1, (2, 3));
        box.F.p.x = 10;
        Console.WriteLine(box.F.p.x + box.F.p.y);
        box.Prop = ("s", (7, 8));
        Console.WriteLine(box.Prop.q.v);

        var deep = (a: 1, b: (c: 2, d: (e: 3, f: (g: 4, h: 5))));
        Console.WriteLine(deep.b.d.f.h + " " + deep);
        object o = t;
        var back = (ValueTuple<int, ValueTuple<string, double>>)o;
        (int a, (string name, double score) p) back2 = back;
        Console.WriteLine(back2.p.name);
        var pair = (l: new List<(int a, int b)> { (1, 2) }, n: 3);
        Console.WriteLine(pair.l[0].b + pair.n);
        var agg = list.Aggregate((n: 0, acc: (lo: 0, hi: 0)),
                                 (s, e) => (s.n + 1, (s.acc.lo + e.r.lo, s.acc.hi + e.r.hi)));
        Console.WriteLine(agg.acc.hi + " " + agg.n);
        Func<(int a, (int b, int c) d), int> f = z => z.d.c;
        Console.WriteLine(f((1, (2, 3))));
    }
}
