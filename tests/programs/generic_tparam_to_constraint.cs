// A type parameter converts implicitly to its interface constraints (and
// their bases), to its base-class constraint and the interfaces that class
// implements: a box for a value-type argument, a reference otherwise.
using System;
using System.Collections.Generic;

interface IShape
{
    double Area();
}

interface INamedShape : IShape
{
    string Name { get; }
}

abstract class Shape : INamedShape
{
    public abstract double Area();
    public abstract string Name { get; }
}

class Square : Shape
{
    readonly double side;
    public Square(double s) { side = s; }
    public override double Area() => side * side;
    public override string Name => "square";
}

struct Circle : INamedShape
{
    public double R;
    public Circle(double r) { R = r; }
    public double Area() => 3 * R * R;
    public string Name => "circle";
}

struct Counter : IComparable<Counter>
{
    public int N;
    public int CompareTo(Counter other) { N++; return 0; }
}

static class Program
{
    static string Describe(IShape s) => "area " + s.Area();

    static string Show<T>(T x) where T : INamedShape
    {
        INamedShape named = x;
        IShape shape = x;
        object o = x;
        return named.Name + " " + Describe(x) + " " + Describe(shape) + " " + (o is INamedShape);
    }

    static string Base<T>(T x) where T : Shape
    {
        Shape s = x;
        IShape i = x;
        INamedShape n = x;
        return s.Name + " " + i.Area() + " " + n.Name;
    }

    static int Compare<T>(T a, T b) where T : IComparable<T>
    {
        IComparable<T> c = a;
        return c.CompareTo(b);
    }

    static IEquatable<T> AsEquatable<T>(T x) where T : IEquatable<T> => x;

    static IEnumerable<string> Items<T>(T xs) where T : IEnumerable<string> => xs;

    static int Mutate<T>(T x) where T : IComparable<T>
    {
        IComparable<T> boxed = x;   // a copy: the box's calls change the box only
        boxed.CompareTo(x);
        boxed.CompareTo(x);
        return ((Counter)(object)boxed).N;
    }

    static void Main()
    {
        Console.WriteLine(Show(new Square(2)));
        Console.WriteLine(Show(new Circle(1)));
        Console.WriteLine(Base(new Square(3)));
        Console.WriteLine(Compare(3, 5) + " " + Compare("b", "a") + " " + Compare(2.5, 2.5));
        Console.WriteLine(AsEquatable(42).Equals(42) + " " + AsEquatable("x").Equals("y"));
        int n = 0;
        foreach (object o in Items(new List<string> { "p", "q" }))
            n += o.ToString().Length;
        Console.WriteLine(n);
        var c = new Counter();
        Console.WriteLine(Mutate(c) + " " + c.N);
    }
}
