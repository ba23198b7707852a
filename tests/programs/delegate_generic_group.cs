// Generic method groups converted to delegates through every path: a simple
// name, a member access on an instance, a type or a generic class instance
// (Stat<int>, p.Inst, P.Stat<int>, Box<int>.Make), type arguments written or
// inferred from the delegate's parameter types, overloads (the non-generic
// one wins a tie), as arguments with inference through the group
// (nums.Select(Stat), SelectMany(Util.Twice)), new Func<..>(p.Inst), in
// generic classes and methods, and equality of two such delegates.
using System;
using System.Collections.Generic;
using System.Linq;

interface IShape { double Area(); string Name(string prefix); }
class Sq : IShape {
    public double S;
    public Sq(double s) { S = s; }
    public double Area() { return S * S; }
    public string Name(string prefix) { return prefix + "sq" + S; }
}
class Base {
    public virtual string Who(int n) { return "base" + n; }
}
class Derived : Base {
    public override string Who(int n) { return "derived" + n; }
}

class Box<T> {
    public T Value;
    public Box(T v) { Value = v; }
    public U Map<U>(Func<T, U> f) { return f(Value); }
    public T Get() { return Value; }
    public static Box<T> Make(T v) { return new Box<T>(v); }
    public Func<T, T> Ident() { return Id<T>; }
    static X Id<X>(X x) { return x; }
    public Func<T, Box<T>> Maker() { return Box<T>.Make; }
}

static class Util {
    public static T First<T>(T[] xs) { return xs[0]; }
    public static KeyValuePair<K, V> Pair<K, V>(K k, V v) { return new KeyValuePair<K, V>(k, v); }
    public static string Show<T>(T x) { return "<" + x + ">"; }
    public static string Show(int x) { return "int " + x; }
    public static IEnumerable<T> Twice<T>(T x) { yield return x; yield return x; }
    public static R Apply<A, R>(Func<A, R> f, A a) { return f(a); }
    public static T Keep<T>(T x) where T : class { return x; }
}

class P {
    public T Inst<T>(T x) { return x; }
    public static T Stat<T>(T x) { return x; }
    static List<T> Wrap<T>(T x) { return new List<T> { x, x }; }
    static T Gen<T>(Func<T> mk) { return mk(); }

    static void Main() {
        var p = new P();
        Func<int, int> a = Stat<int>, b = P.Stat<int>, c = Stat;
        Console.WriteLine(a == b);
        Console.WriteLine(a.Equals(c));
        Func<int, int> d = p.Inst<int>, e = p.Inst;
        Console.WriteLine(d == e);
        Console.WriteLine(d(4) + e(5));

        // as arguments, with inference through the group
        var nums = new List<int> { 3, 1, 2 };
        Console.WriteLine(string.Join(",", nums.Select(Stat)));
        Console.WriteLine(string.Join(",", nums.Select(Util.Show)));
        Console.WriteLine(string.Join(",", nums.Select(Util.Show<int>)));
        Console.WriteLine(string.Join(",", nums.Select(Wrap).Select(l => l.Count)));
        Console.WriteLine(string.Join(",", nums.SelectMany(Util.Twice)));
        Console.WriteLine(Util.Apply(Util.Show<string>, "q"));
        Console.WriteLine(Util.Apply<double, string>(Util.Show, 1.5));
        Func<string[], string> f1 = Util.First;
        Console.WriteLine(f1(new[] { "z", "y" }));
        Func<string, int, KeyValuePair<string, int>> mk = Util.Pair;
        Console.WriteLine(mk("k", 1));
        Func<string, string> keep = Util.Keep;
        Console.WriteLine(keep("kept"));
        Console.WriteLine(Array.ConvertAll(new[] { 1, 2 }, Util.Show<int>)[1]);
        Converter<int, string> conv = Util.Show<int>;
        Console.WriteLine(conv(8));

        // new D(group)
        var g = new Func<double, double>(p.Inst);
        Console.WriteLine(g(2.5));
        var h = new Func<string, string>(Util.Show<string>);
        Console.WriteLine(h("s"));

        // generic classes
        var bx = new Box<string>("v");
        Console.WriteLine(bx.Map<int>(s => s.Length));
        Func<Func<string, int>, int> mp = bx.Map<int>;
        Console.WriteLine(mp(s => s.Length + 10));
        Func<string> get = bx.Get;
        Console.WriteLine(get());
        Console.WriteLine(bx.Ident()("id"));
        Console.WriteLine(bx.Maker()("made").Value);
        Func<int, Box<int>> mk2 = Box<int>.Make;
        Console.WriteLine(mk2(3).Value);

        // virtual, override, interface
        Base o = new Derived();
        Func<int, string> who = o.Who;
        Console.WriteLine(who(1));
        IShape sh = new Sq(3);
        Func<double> area = sh.Area;
        Func<string, string> nm = sh.Name;
        Console.WriteLine(area() + " " + nm("a "));
        var shapes = new List<IShape> { new Sq(1), new Sq(2) };
        Console.WriteLine(shapes.Select(s => (Func<double>)s.Area).Sum(fa => fa()));

        // generic method group in a generic method
        Console.WriteLine(Gen(() => 7));
        Console.WriteLine(Twice2("tw"));
        Console.WriteLine(p.Inst<Func<int, int>>(Stat<int>)(11));
    }
    static string Twice2<T>(T x) {
        Func<T, T> f = Stat<T>;
        Func<T, List<T>> w = Wrap;
        return "" + f(x) + w(x).Count;
    }
}
