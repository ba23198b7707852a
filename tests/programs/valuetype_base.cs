// System.ValueType: every value type (primitives, structs, enums) converts to
// it by boxing, `o is ValueType` tests for a box, a T : struct converts to it,
// its virtuals reach the box's overrides, and it unboxes back (a box of
// another type throws); BaseType names it.
using System;
using System.Collections.Generic;

struct Point { public int X, Y; public Point(int x, int y) { X = x; Y = y; } public override string ToString() => $"({X}, {Y})"; }
struct Plain { public int A; }
enum Color { Red, Green }

class Program
{
    static string Kind(object o) => o is ValueType ? "value" : "reference";

    static ValueType Box<T>(T v) where T : struct => v;

    static void Main()
    {
        ValueType v = 42;
        Console.WriteLine(v + " " + v.GetType() + " " + (v is int));
        v = new Point(1, 2);
        Console.WriteLine(v);
        Point p = (Point)v;
        Console.WriteLine(p.X + p.Y);
        v = Color.Green;
        Console.WriteLine(v + " " + (v is Enum));
        Console.WriteLine(Kind(3.5) + " " + Kind("s") + " " + Kind(new Plain()) + " " + Kind(true) + " " + Kind('c') + " " + Kind(new object()));
        Console.WriteLine(Box(7L) + " " + Box(new Point(3, 4)));
        var list = new List<ValueType> { 1, 2.5, Color.Red, (byte)9, 1.5f, (short)-3 };
        foreach (ValueType x in list)
            Console.WriteLine(x + " " + x.GetHashCode() + " " + x.Equals(x));
        Console.WriteLine(typeof(Point).BaseType + " " + typeof(int).BaseType + " " + typeof(Enum).BaseType + " " + typeof(ValueType).BaseType);
        Console.WriteLine(new Plain().Equals(new Plain()) + " " + new Plain().ToString());
        object o = new Point(1, 1);
        Console.WriteLine(o is ValueType vt ? "vt " + vt : "no");
        try { Point q = (Point)(ValueType)5; Console.WriteLine(q); }
        catch (InvalidCastException) { Console.WriteLine("InvalidCastException"); }
    }
}
