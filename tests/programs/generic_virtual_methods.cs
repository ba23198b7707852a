// Generic virtual methods on classes: an abstract generic method overridden
// in each node class (the visitor pattern), a virtual generic method with a
// derived override and a base call, a chain of three overrides, a sealed
// override, a method whose type argument is not in its signature, value and
// reference instantiations, a method group of a generic virtual method made a
// delegate (the override runs), generic virtual methods of a generic class,
// an override in a generic class over a non-generic base, an override using
// its inherited constraint, a generic virtual call from an open generic method.
using System;
using System.Collections.Generic;

interface IVisitor<T>
{
    T VisitNum(Num n);
    T VisitAdd(Add a);
}

abstract class Node
{
    public abstract T Accept<T>(IVisitor<T> v);
}

class Num : Node
{
    public int Value;
    public Num(int v) { Value = v; }
    public override T Accept<T>(IVisitor<T> v) { return v.VisitNum(this); }
}

class Add : Node
{
    public Node L, R;
    public Add(Node l, Node r) { L = l; R = r; }
    public override T Accept<T>(IVisitor<T> v) { return v.VisitAdd(this); }
}

class Lit<V> : Node
{
    public V Value;
    public Lit(V v) { Value = v; }
    public override T Accept<T>(IVisitor<T> v) { return v.VisitNum(new Num(Value.ToString().Length)); }
}

abstract class Ranker
{
    public abstract int Rank<T>(T a, T b) where T : IComparable<T>;
    public virtual string Pick<T>(T a, T b) where T : IComparable<T> { return Rank(a, b) < 0 ? a.ToString() : b.ToString(); }
}

class Ascending : Ranker
{
    public override int Rank<T>(T a, T b) { return a.CompareTo(b); }
}

class Descending : Ascending
{
    public override int Rank<T>(T a, T b) { return -base.Rank(a, b); }
    public override string Pick<T>(T a, T b) { return "desc:" + base.Pick<T>(a, b); }
}

class Eval : IVisitor<int>
{
    public int VisitNum(Num n) { return n.Value; }
    public int VisitAdd(Add a) { return a.L.Accept(this) + a.R.Accept(this); }
}

class Show : IVisitor<string>
{
    public string VisitNum(Num n) { return n.Value.ToString(); }
    public string VisitAdd(Add a) { return "(" + a.L.Accept(this) + " + " + a.R.Accept(this) + ")"; }
}

class Logger
{
    public virtual string Log<T>(T x) { return "Logger " + x; }
    public virtual string Name<T>() { return "Logger.Name"; }
}

class Loud : Logger
{
    public override string Log<T>(T x) { return "Loud(" + base.Log<T>(x) + ")"; }
    public override string Name<T>() { return "Loud.Name " + typeof(T).Name; }
}

class Louder : Loud
{
    public sealed override string Log<T>(T x) { return "Louder[" + base.Log(x) + "]"; }
}

class Quiet : Logger { }

class Holder<A>
{
    public A Item;
    public Holder(A a) { Item = a; }
    public virtual B Map<B>(Func<A, B> f) { return f(Item); }
}

class Twice<A> : Holder<A>
{
    public Twice(A a) : base(a) { }
    public override B Map<B>(Func<A, B> f) { f(Item); return base.Map(f); }
}

static class Program
{
    static int calls;

    static R Run<R>(Node n, IVisitor<R> v) { return n.Accept(v); }

    static void Main()
    {
        Node e = new Add(new Num(2), new Add(new Num(3), new Num(4)));
        Console.WriteLine(e.Accept(new Eval()));
        Console.WriteLine(e.Accept<string>(new Show()));
        Node mixed = new Add(new Lit<string>("hello"), new Lit<double>(0.25));
        Console.WriteLine(Run(mixed, new Eval()) + " " + Run(mixed, new Show()));

        Ranker[] rs = { new Ascending(), new Descending() };
        foreach (Ranker r in rs)
            Console.WriteLine(r.Pick(3, 9) + " " + r.Pick("pear", "apple") + " " + r.Rank(2.5, 1.5));

        Logger[] logs = { new Logger(), new Loud(), new Louder(), new Quiet() };
        foreach (Logger l in logs) {
            Console.WriteLine(l.Log(42));
            Console.WriteLine(l.Log("s"));
            Console.WriteLine(l.Log(2.5));
            Console.WriteLine(l.Name<int>() + " / " + l.Name<string>());
        }

        Func<int, string> f = logs[2].Log<int>;
        Console.WriteLine(f(7));
        Func<string> g = logs[1].Name<List<int>>;
        Console.WriteLine(g());

        Holder<int> h = new Twice<int>(20);
        Console.WriteLine(h.Map(x => { calls++; return x * 2; }) + " calls=" + calls);
        Console.WriteLine(h.Map(x => "v" + x));
        Holder<string> hs = new Holder<string>("abc");
        Console.WriteLine(hs.Map(s => s.Length));
    }
}
