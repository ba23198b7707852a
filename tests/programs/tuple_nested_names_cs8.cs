// mono: skip
// Nested tuple element names with what Mono's mcs lacks (C# 7.1 to 8):
// names inferred from member accesses and kept inside, nested var
// deconstruction, == on nested tuples, positional patterns (`t is (_,
// var p)` a pattern, `t is (int, (string, double))` a type), a named
// tuple past the seventh element, and the names two types give alike.
using System;
using System.Collections.Generic;
using System.Linq;

class P {
    static T Pick<T>(bool first, T a, T b) => first ? a : b;
    static (int a, (string name, double score) p) Make() => (1, ("x", 2.5));

    static void Main() {
        var t = Make();
        var x = 5;
        var inf = (x, t.p);
        Console.WriteLine(inf.p.name + inf.x + inf);
        var list = new List<(string k, (int lo, int hi) r)> { ("a", (1, 2)), ("b", (0, 9)) };
        Console.WriteLine(list.Select(e => (e.k, e.r)).Last().r.hi);
        var (a2, (nm, sc)) = t;
        Console.WriteLine(nm + sc + a2);
        Console.WriteLine(t == (1, ("x", 2.5)));
        Console.WriteLine(t.p != ("x", 2.5));
        var sw = t switch { (1, (var n, > 2)) => n, _ => "no" };
        Console.WriteLine(sw);
        if (t is (1, var pp))
            Console.WriteLine(pp.score);
        if (t is (_, var p2))   // a positional pattern, not a tuple type (_, var)
            Console.WriteLine(p2.name);
        if (t is (int a3, (string n3, _)))
            Console.WriteLine(n3 + a3);
        if (t is (int, (string, double)))
            Console.WriteLine("a type test");
        var big = (1, 2, 3, 4, 5, 6, 7, (u: 8, w: 9));
        Console.WriteLine(big.Rest.Item1.w + " " + big);
        var q = Pick(false, (a: 1, p: (x: 1, y: 2)), (a: 2, p: (x: 3, z: 4)));
        Console.WriteLine(q.a + q.p.x + q.p.Item2);
        bool flag = false;
        var c = flag ? (k: 1, p: (lo: 2, hi: 3)) : (k: 4, p: (lo: 5, top: 6));
        Console.WriteLine(c.k + c.p.lo + c.p.Item2);
        var arr = new[] { (n: 1, r: (lo: 1, hi: 2)), (n: 3, r: (lo: 4, hi: 5)) };
        Console.WriteLine(arr.Max(e => e.r.hi) + arr[0].r.lo);
    }
}
