// mono: skip
// Record inheritance (C# 9): `record B(int X, int Y) : A(X)` passes X to
// A's constructor and makes no second X; ToString prints the base's
// members first (PrintMembers through base.PrintMembers); equality needs
// the same EqualityContract (run-time type), so a derived record never
// equals its base, in either direction; `with` clones the run-time type
// through the virtual <Clone>$. Abstract and sealed records, an override
// property (printed once, by the record that declares it abstract), a
// generic base. Mono's mcs (C# 7.2) cannot compile records: the expected
// output is written by C#'s specification and .NET 8's ToString format.
using System;
using System.Collections.Generic;

record A(int X);
record B(int X, int Y) : A(X);
record C(int X, int Y, string Z) : B(X, Y);
record D : A
{
    public D() : base(7) { }
    public int W { get; init; }
}

abstract record Shape(string Name)
{
    public abstract double Area { get; }
}
record Circle(double R) : Shape("circle")
{
    public override double Area => 3 * R * R;
}
sealed record Square(double Side) : Shape("square")
{
    public override double Area => Side * Side;
}

record Box<T>(T Value);
record Labeled<T>(T Value, string Label) : Box<T>(Value);

class Program
{
    static string Kind(A a) => a.GetType().Name;

    static void Main()
    {
        A a = new A(1);
        B b = new B(1, 2);
        A ab = new B(1, 2);
        Console.WriteLine(a);
        Console.WriteLine(b);
        Console.WriteLine(ab);
        Console.WriteLine(new C(1, 2, "z"));
        Console.WriteLine(new C(1, 2, null));
        Console.WriteLine(new D { W = 3 });
        Console.WriteLine((a == ab) + " " + (ab == a) + " " + a.Equals(ab) + " " + ab.Equals(a));
        Console.WriteLine((b == (B)ab) + " " + ab.Equals(b) + " " + ((object)b).Equals(ab));
        Console.WriteLine(new A(7) == new D());
        Console.WriteLine(new D() == new D() { W = 0 });

        A w = ab with { X = 9 };
        Console.WriteLine(w + " " + Kind(w));
        A c = new C(1, 2, "z");
        Console.WriteLine((c with { X = 0 }) + " " + Kind(c with { }));
        var (x, y) = b;
        Console.WriteLine(x + y);

        Shape s = new Circle(2);
        Shape t = new Square(3);
        Console.WriteLine(s + " " + s.Area);
        Console.WriteLine(t + " " + t.Area);
        Console.WriteLine(s with { Name = "renamed" });
        Console.WriteLine(s == new Circle(2));
        Console.WriteLine(s.Equals(t));

        Box<int> bx = new Labeled<int>(5, "five");
        Console.WriteLine(bx);
        Console.WriteLine(bx == new Labeled<int>(5, "five"));
        Console.WriteLine(bx == new Box<int>(5));
        Console.WriteLine(bx with { Value = 6 });
        Console.WriteLine(new Box<string>(null));

        var set = new HashSet<A> { new A(1), new A(1), new B(1, 2), new B(1, 2), new C(1, 2, "z"), new A(2) };
        Console.WriteLine(set.Count);
    }
}
