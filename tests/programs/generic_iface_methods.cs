// Generic methods of interfaces: implemented by classes (implicitly, and
// explicitly), by structs (called through the interface, boxed, and as a
// constrained call on a type parameter with no box, a mutating method
// changing the variable; explicitly, both ways), a generic
// method of a generic interface, an interface generic method implemented by
// a virtual method of a base class that a derived class overrides, a
// generic class implementing one, with constraints (matching, and inherited
// by an explicit implementation), and a method group of one made a delegate.
using System;

interface IShape
{
    R Apply<R>(Func<IShape, R> f);
    string Describe<T>(T tag);
}

class Circle : IShape
{
    public double Radius = 1.5;
    public R Apply<R>(Func<IShape, R> f) { return f(this); }
    public string Describe<T>(T tag) { return "circle " + tag; }
}

class Square : IShape
{
    R IShape.Apply<R>(Func<IShape, R> f) { Console.WriteLine("explicit Apply"); return f(this); }
    string IShape.Describe<T>(T tag) { return "square " + tag; }
}

struct Counter : IShape
{
    public int Count;
    public R Apply<R>(Func<IShape, R> f) { Count++; return f(this); }
    public string Describe<T>(T tag) { Count += 10; return "counter " + Count + " " + tag; }
}

interface IConvert<A>
{
    B Convert<B>(A a, Func<A, B> f);
}

class Doubler : IConvert<int>
{
    public B Convert<B>(int a, Func<int, B> f) { return f(a * 2); }
}

class Base : IConvert<string>
{
    public virtual B Convert<B>(string a, Func<string, B> f) { return f("base:" + a); }
}

class Derived : Base
{
    public override B Convert<B>(string a, Func<string, B> f) { return f("derived:" + a); }
}

struct Tripler : IConvert<int>
{
    public int Uses;
    public B Convert<B>(int a, Func<int, B> f) { Uses++; return f(a * 3); }
}

struct Negator : IConvert<int>
{
    public int Uses;
    B IConvert<int>.Convert<B>(int a, Func<int, B> f) { Uses++; return f(-a); }
}

class Labeled<L> : IShape
{
    L label;
    public Labeled(L l) { label = l; }
    public R Apply<R>(Func<IShape, R> f) { return f(this); }
    public string Describe<T>(T tag) { return "labeled " + label + " " + tag; }
}

interface ISorter
{
    T Min<T>(T a, T b) where T : IComparable<T>;
    string Both<T, U>(T a, U b) where T : class where U : struct;
}

class Sorter : ISorter
{
    public T Min<T>(T a, T b) where T : IComparable<T> { return a.CompareTo(b) <= 0 ? a : b; }
    string ISorter.Both<T, U>(T a, U b) { return a + "/" + b.ToString(); }
}

static class Program
{
    static string Tag<S>(ref S s) where S : IShape
    {
        return s.Describe(5);
    }

    static string Both<S>(S s) where S : IShape
    {
        return s.Describe("x") + " | " + s.Apply(sh => sh.GetType().Name);
    }

    static string Twice<C>(ref C c) where C : IConvert<int>
    {
        return c.Convert(1, x => x) + "," + c.Convert(2, x => "s" + x);
    }

    static void Main()
    {
        IShape[] shapes = { new Circle(), new Square(), new Counter() };
        foreach (IShape s in shapes) {
            Console.WriteLine(s.Apply(x => x.GetType().Name));
            Console.WriteLine(s.Apply(x => x is Circle ? 1 : 0));
            Console.WriteLine(s.Describe(3.5));
            Console.WriteLine(s.Describe("t"));
        }
        Counter c = new Counter();
        Console.WriteLine(Tag(ref c));
        Console.WriteLine(Tag(ref c));
        Console.WriteLine(c.Count);
        Console.WriteLine(Both(c));
        Console.WriteLine(c.Count);
        Console.WriteLine(Both(new Circle()));
        IShape boxed = c;
        Console.WriteLine(boxed.Describe('z'));
        Console.WriteLine(((Counter)boxed).Count + " " + c.Count);

        IConvert<int> d = new Doubler();
        Console.WriteLine(d.Convert(21, x => x + 0.5));
        Console.WriteLine(d.Convert(4, x => new string('*', x)));
        IConvert<string>[] cs = { new Base(), new Derived() };
        foreach (IConvert<string> k in cs)
            Console.WriteLine(k.Convert("q", x => x.Length) + " " + k.Convert("q", x => x));
        Tripler tr = new Tripler();
        Console.WriteLine(Twice(ref tr) + " uses=" + tr.Uses);
        IConvert<int> bt = tr;
        Console.WriteLine(bt.Convert(5, x => x + 1) + " uses=" + tr.Uses);
        Negator neg = new Negator();
        Console.WriteLine(Twice(ref neg) + " uses=" + neg.Uses);
        IConvert<int> ng = new Negator();
        Console.WriteLine(ng.Convert(4, x => x * 0.5) + " " + ng.Convert(4, x => x));
        IShape[] ls = { new Labeled<int>(7), new Labeled<string>("L") };
        foreach (IShape s in ls)
            Console.WriteLine(s.Describe(true) + " " + s.Apply(x => 1.5));
        ISorter so = new Sorter();
        Console.WriteLine(so.Min(4, 2) + " " + so.Min("b", "a") + " " + so.Both("x", 1.5));
        Func<int, Func<int, long>, long> conv = d.Convert<long>;
        Console.WriteLine(conv(8, x => x * 1000000000L));
    }
}
