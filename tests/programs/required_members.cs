// mono: skip
// C# 11 `required` members: every object creation sets them in its
// initializer (inherited ones too), unless the constructor it calls is
// [SetsRequiredMembers]; `required` stays a contextual word elsewhere.
using System;
using System.Diagnostics.CodeAnalysis;

class Named
{
    public required string Name { get; init; }
    public required int Age;
    public int Extra { get; set; } = 7;

    public Named() { }

    [SetsRequiredMembers]
    public Named(string name) { Name = name; Age = -1; }
}

class Person : Named
{
    public required string City { get; set; }
}

struct Pt
{
    public required int X;
    public int Y;
}

class Box<T>
{
    public required T Value { get; init; }
}

class Program
{
    static void Main()
    {
        var n = new Named { Name = "ann", Age = 3 };
        Console.WriteLine(n.Name + " " + n.Age + " " + n.Extra);
        var p = new Person { City = "Oslo", Name = "bo", Age = 40, Extra = 1 };
        Console.WriteLine(p.City + " " + p.Name + " " + p.Age + " " + p.Extra);
        Person r = new() { Name = "cy", Age = 1, City = "Rome" };
        Console.WriteLine(r.Name + " " + r.City);
        var q = new Pt { X = 2, Y = 3 };
        Console.WriteLine(q.X * 10 + q.Y);
        var s = new Named("dee");
        Console.WriteLine(s.Name + " " + s.Age);
        var b = new Box<string> { Value = "boxed" };
        Console.WriteLine(b.Value);
        int required = 5;
        Console.WriteLine(required + 1);
    }
}
