// A user-defined implicit conversion applies to a method's argument, as
// C# makes it one of the implicit conversions overload resolution counts
// (BigInteger.Pow(2, n) converts 2 to BigInteger); a candidate reached by
// a standard conversion wins when the other needs the user-defined one
// (its parameter type converts to the other's: C#'s better conversion target).
using System;
using System.Collections.Generic;

struct Meters
{
    public readonly double Value;

    public Meters(double value)
    {
        Value = value;
    }

    public static implicit operator Meters(double value)
    {
        return new Meters(value);
    }

    public override string ToString()
    {
        return Value + " m";
    }
}

class Label
{
    public string Text;

    public static implicit operator string(Label l)
    {
        return "<" + l.Text + ">";
    }
}

class Program
{
    static Meters Twice(Meters m) { return new Meters(m.Value * 2); }
    static string Kind(long x) { return "long " + x; }
    static string Kind(Meters m) { return "meters " + m; }
    static string Kind2(Meters m, int k) { return "meters " + m + " " + k; }
    static string Show(string s) { return "string " + s; }
    static string Show(object o) { return "object " + o; }

    static void Main()
    {
        Console.WriteLine(Twice(21));
        Console.WriteLine(Twice(1.25));
        int n = 4;
        Console.WriteLine(Twice(n));
        Console.WriteLine(Kind(5));
        Console.WriteLine(Kind(2.5));
        Console.WriteLine(Kind2(7, 8));
        Console.WriteLine(Show(new Label { Text = "x" }));
        var list = new List<Meters>();
        list.Add(3);
        list.Add(0.5);
        Console.WriteLine(string.Join(", ", list));
        Console.WriteLine(Math.Max(Twice(3).Value, 1));
    }
}
