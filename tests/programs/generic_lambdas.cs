// Lambdas and method groups in generic code: a generic class's lambdas
// capturing this and its fields, a generic method of it returning a
// lambda, a method group of a generic class, a static field initialized
// with a lambda, a generic static class composing delegates, generic
// methods returning lambdas over their parameters and captured locals,
// nested lambdas in a generic method's arguments; one class per
// instantiation, as the code is specialized (docs/delegates.md).
using System;
using System.Collections.Generic;
class Box<T> {
    T val; int hits;
    public Box(T v) { val = v; }
    public Func<T> Getter() { return () => { hits++; return val; }; }
    public Func<U, string> Pair<U>(string sep) { return u => val + sep + u; }
    public int Hits { get { return hits; } }
    public Action<T> Setter() { return Set; }
    void Set(T v) { val = v; }
    public static Func<T, T, bool> Eq = (a, b) => { object x = a; return x.Equals(b); };
}
static class Compose<A, B, C> {
    public static Func<A, C> Of(Func<B, C> f, Func<A, B> g) { return x => f(g(x)); }
}
class P {
    static List<TR> Map<T, TR>(List<T> xs, Func<T, TR> f) {
        var r = new List<TR>();
        foreach (var x in xs.ToArray()) r.Add(f(x));
        return r;
    }
    static Func<T, T> Twice<T>(Func<T, T> f) { return x => f(f(x)); }
    static Func<int, T> Counter<T>(T seed, Func<T, int, T> step) {
        T cur = seed;
        return n => { for (int i = 0; i < n; i++) cur = step(cur, i); return cur; };
    }
    static void Main() {
        var b = new Box<int>(5);
        var g = b.Getter();
        Console.WriteLine(g() + g() + " hits " + b.Hits);
        Console.WriteLine(b.Pair<string>("-")("x"));
        b.Setter()(9);
        Console.WriteLine(g());
        var bs = new Box<string>("s");
        Console.WriteLine(bs.Getter()() + bs.Pair<int>(":")(3));
        Console.WriteLine(Box<int>.Eq(1, 1) + " " + Box<string>.Eq("a", "b"));
        Func<int, string> h = Compose<int, int, string>.Of(x => "<" + x + ">", x => x * 10);
        Console.WriteLine(h(4));
        Console.WriteLine(Twice<int>(x => x + 3)(1) + " " + Twice<string>(s => s + s)("ab"));
        var l = new List<int>(); l.Add(1); l.Add(2);
        var m = Map(l, x => Map(l, y => x * y));
        Console.WriteLine(m[1][1]);
        var c = Counter("", (s, i) => s + i);
        Console.WriteLine(c(3) + "|" + c(2));
    }
}
