// mono: skip
using System;
using System.Runtime.CompilerServices;

// C# 8/9 patterns (Mono's mcs lacks them; hand-checked against the C#
// spec): switch expressions, property, relational, and/or/not,
// parenthesized and discard patterns, when clauses, nullable and struct
// inputs, and the SwitchExpressionException of a switch expression no arm
// matches.
enum Color { Red, Green, Blue }

class Person
{
    public string Name { get; set; }
    public int Age;
    public Person Boss;
    public Person(string n, int a) { Name = n; Age = a; }
}

struct Vec
{
    public int X, Y;
    public Vec(int x, int y) { X = x; Y = y; }
}

class Program
{
    static string Classify(int n) => n switch
    {
        < 0 => "negative",
        0 => "zero",
        > 0 and < 10 => "small",
        10 or 20 or 30 => "round",
        >= 100 => "huge",
        _ => "other",
    };

    static string Who(Person p) => p switch
    {
        null => "nobody",
        { Age: < 18 } => p.Name + " (minor)",
        { Name: "Ada", Boss: null } => "Ada the boss",
        { Boss: { Name: var b } } when b.Length > 3 => p.Name + " reports to " + b,
        { Boss: not null } => p.Name + " has a boss",
        _ => p.Name,
    };

    static string Quadrant(Vec v) => v switch
    {
        { X: 0, Y: 0 } => "origin",
        { X: > 0, Y: > 0 } => "first",
        { X: < 0 } and { Y: > 0 } => "second",
        { X: var x, Y: var y } when x == y => "diagonal " + x,
        _ => "elsewhere",
    };

    static int Score(Color c) => c switch
    {
        Color.Red => 1,
        Color.Green => 2,
        Color.Blue => 3,
    };

    static string Kind(object o) => o switch
    {
        int i when i % 2 == 0 => "even int",
        int => "odd int",
        string { Length: 0 } => "empty",
        string s => "text " + s,
        not null => "some " + o,
        null => "null",
    };

    static void Main()
    {
        foreach (int n in new[] { -7, 0, 5, 20, 150, 42 })
            Console.Write(Classify(n) + "; ");
        Console.WriteLine();

        var ada = new Person("Ada", 36);
        var bob = new Person("Bob", 30) { Boss = ada };
        var cy = new Person("Cy", 12);
        var dee = new Person("Dee", 40) { Boss = new Person("Al", 50) };
        Console.WriteLine(Who(null) + " | " + Who(cy) + " | " + Who(ada) + " | " + Who(bob) + " | " + Who(dee));

        Console.WriteLine(Quadrant(new Vec(0, 0)) + " " + Quadrant(new Vec(2, 3)) + " " + Quadrant(new Vec(-1, 4)) + " " +
                          Quadrant(new Vec(-2, -2)) + " " + Quadrant(new Vec(5, -1)));
        Console.WriteLine(Score(Color.Red) + Score(Color.Green) * 10 + Score(Color.Blue) * 100);
        Console.WriteLine(Kind(4) + ", " + Kind(5) + ", " + Kind("") + ", " + Kind("hi") + ", " + Kind(2.5) + ", " + Kind(null));

        object o = "x";
        Console.WriteLine((o is not null) + " " + (o is not string) + " " + (o is (string or int)));
        int? maybe = 12, none = null;
        Console.WriteLine((maybe is > 10 and < 20) + " " + (none is > 10) + " " + (none is not null));
        string label = maybe switch { null => "none", var m => "value " + m };
        Console.WriteLine(label);
        double d = 2.5;
        Console.WriteLine(d switch { < 0.0 => "neg", >= 0.0 and < 1.0 => "unit", _ => "big" });
        char ch = 'q';
        Console.WriteLine(ch is >= 'a' and <= 'z' ? "lower" : "not lower");
        bool isLetter = ch is (>= 'a' and <= 'z') or (>= 'A' and <= 'Z');
        Console.WriteLine(isLetter);

        // statement switch with C# 9 patterns
        foreach (object x in new object[] { 3, -3, "s", null })
        {
            switch (x)
            {
                case int i and > 0:
                    Console.WriteLine("positive " + i);
                    break;
                case int:
                    Console.WriteLine("other int");
                    break;
                case not null:
                    Console.WriteLine("not null " + x);
                    break;
                default:
                    Console.WriteLine("default");
                    break;
            }
        }

        try
        {
            Console.WriteLine(Score((Color)7));
        }
        catch (SwitchExpressionException e)
        {
            Console.WriteLine(e.Message);
            Console.WriteLine(e.UnmatchedValue);
        }
        try
        {
            string s = null;
            Console.WriteLine(s switch { "a" => 1 });
        }
        catch (InvalidOperationException e)
        {
            Console.WriteLine("caught: " + e.Message);
        }
    }
}
