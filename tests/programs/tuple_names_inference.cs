// Tuple element names through a generic method's type inference: a seed's
// names kept for the lambda's parameter and the result (Aggregate with a
// named seed, a method of the program's own), a named argument through
// Id and an Action's parameter, and two bounds that differ only in names.
using System;
using System.Collections.Generic;
using System.Linq;

class P {
    static T Id<T>(T x) { return x; }
    static R Fold<A, R>(IEnumerable<A> xs, R seed, Func<R, A, R> f) { foreach (var x in xs) seed = f(seed, x); return seed; }
    static void Apply<T>(T x, Action<T> act) { act(x); }
    static T Pick<T>(bool first, T a, T b) { return first ? a : b; }

    static void Main() {
        var list = new List<int> { 1, 2, 3, 4 };
        var r = list.Aggregate((sum: 0, count: 0), (acc, x) => (acc.sum + x, acc.count + 1));
        Console.WriteLine(r.sum + " " + r.count + " " + (double)r.sum / r.count);
        var mm = list.Aggregate((min: int.MaxValue, max: int.MinValue), (a, x) => (Math.Min(a.min, x), Math.Max(a.max, x)), a => a.max - a.min);
        Console.WriteLine(mm);
        var f = Fold(new[] { "a", "bb", "ccc" }, (text: "", len: 0), (acc, s) => (acc.text + s, acc.len + s.Length));
        Console.WriteLine(f.text + " " + f.len);
        var t = Id((name: "x", n: 2));
        Console.WriteLine(t.name + t.n);
        Apply((k: "key", v: 3), p => Console.WriteLine(p.k + "=" + p.v));
        var q = Pick(false, (a: 1, b: 2), (3, 4));
        Console.WriteLine(q.Item1 + q.Item2);   // (int, int): a bound without names drops them
        var w = Pick(true, (x: 1, y: 2), (x: 5, y: 6));
        Console.WriteLine(w.x * 10 + w.y);
        // the seed fixes the accumulator's names before the lambda's result
        // (whose ("", a.o) names only o) is seen
        var seen = new List<string>();
        var r4 = "ab".Aggregate((t: "", o: seen), (a, c) => ("", a.o));
        Console.WriteLine(r4.o.Count + r4.t);
        var r7 = "ab".Aggregate((t: "x", o: 2), (a, c) => (a.t + c, a.o + 1));
        Console.WriteLine(r7.t + r7.o);
    }
}
