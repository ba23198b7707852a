// init accessors (C# 9): assigned in object initializers, in constructors of
// the class and of classes below it (on this), and in init accessors;
// auto-properties with initializers, an init accessor with a body.
// Mono's mcs 6.8 cannot parse init; the expected output is .NET 8's:
// mono: skip
using System;

class Point
{
    public int X { get; init; }
    public int Y { get; init; } = 5;
    private string name = "p";
    public string Name { get => name; init { Console.WriteLine("init Name " + value); name = value; } }
    public Point() { }
    public Point(int x) { X = x; this.Y = x * 2; }
    public override string ToString() => $"({X}, {Y}, {Name})";
}

class Point3 : Point
{
    public int Z { get; init; }
    public Point3(int z) : base(1) { Z = z; X = 9; }
}


class P
{
    static void Main()
    {
        var a = new Point { X = 1, Name = "a" };
        var b = new Point(3);
        var c = new Point3(4) { Y = 7 };
        Console.WriteLine(a + " " + b + " " + c + " " + c.Z);
    }
}
