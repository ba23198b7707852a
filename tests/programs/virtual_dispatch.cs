// Virtual dispatch: override chains, `new` hiding, sealed override,
// base calls, and overridden object members (ToString, Equals, GetHashCode).
using System;

class Animal
{
    public virtual string Speak() { return "..."; }
    public string Describe() { return "I say " + Speak(); }
    public string Kind() { return "animal"; }
}

class Dog : Animal
{
    public override string Speak() { return "woof"; }
    public new string Kind() { return "dog"; }
}

class Puppy : Dog
{
    public sealed override string Speak() { return base.Speak() + " (small)"; }
}

class Point
{
    public int X, Y;
    public Point(int x, int y) { X = x; Y = y; }
    public override string ToString() { return "(" + X + ", " + Y + ")"; }
    public override bool Equals(object o)
    {
        Point p = o as Point;
        return p != null && p.X == X && p.Y == Y;
    }
    public override int GetHashCode() { return X * 31 + Y; }
}

class VirtualDispatch
{
    static void Main()
    {
        Animal[] zoo = { new Animal(), new Dog(), new Puppy() };
        for (int i = 0; i < zoo.Length; i++) Console.WriteLine(zoo[i].Describe());
        Dog d = new Puppy();
        Console.WriteLine(d.Kind());
        Animal a = d;
        Console.WriteLine(a.Kind());
        Point p = new Point(1, 2);
        object o = p;
        Console.WriteLine(o.ToString());
        Console.WriteLine(o);
        Console.WriteLine(p.Equals(new Point(1, 2)));
        Console.WriteLine(p.Equals(new Point(2, 1)));
        Console.WriteLine(p.Equals(null));
        Console.WriteLine(o.GetHashCode());
        Console.WriteLine(p == new Point(1, 2));
        object plain = new object();
        Console.WriteLine(plain.ToString());
        Console.WriteLine(plain.Equals(plain));
        Console.WriteLine(object.ReferenceEquals(p, o));
        Console.WriteLine(new Animal().ToString());
    }
}
