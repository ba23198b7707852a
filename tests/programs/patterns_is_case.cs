// mono: skip
using System;

// C# 7 patterns (mcs 6.8 lacks case patterns; hand-checked): is T x, is null, is constant, is var,
// switch statements on any type with type patterns, case null and when.
class Shape { public virtual string Name() { return "shape"; } }
class Circle : Shape { public double R; public Circle(double r) { R = r; } public override string Name() { return "circle"; } }
class Square : Shape { public double S; public Square(double s) { S = s; } }
struct Pt { public int X, Y; public Pt(int x, int y) { X = x; Y = y; } }
enum Suit { Hearts, Spades }

class Program
{
    static string Describe(object o)
    {
        switch (o)
        {
            case null:
                return "null";
            case int i when i < 0:
                return "negative int " + i;
            case int i:
                return "int " + i;
            case long l:
                return "long " + l;
            case string s when s.Length == 0:
                return "empty string";
            case string s:
                return "string of " + s.Length;
            case Circle c when c.R > 10:
                return "big circle";
            case Circle c:
                return "circle " + c.R;
            case Shape sh:
                return "shape " + sh.Name();
            case Pt p:
                return "point " + p.X + "," + p.Y;
            case Suit.Spades:
                return "spades";
            default:
                return "other " + o;
        }
    }

    static double Area(Shape s)
    {
        switch (s)
        {
            case Circle c:
                return 3 * c.R * c.R;
            case Square q:
                return q.S * q.S;
        }
        return -1;
    }

    static int Len(object o)
    {
        if (!(o is string s))
            return -1;
        return s.Length;   // s is definitely assigned: o is string
    }

    static void Main()
    {
        object[] things = { null, -4, 7, 8L, "", "abc", new Circle(11), new Circle(2), new Square(3),
                            new Pt(1, 2), Suit.Spades, Suit.Hearts, 2.5, 'c' };
        foreach (object o in things)
            Console.WriteLine(Describe(o));
        Console.WriteLine(Area(new Circle(1)) + " " + Area(new Square(2)) + " " + Area(new Shape()));
        Console.WriteLine(Len("four") + " " + Len(4));

        object x = "hello";
        if (x is string str && str.Length > 3)
            Console.WriteLine("long string " + str);
        object n = null;
        Console.WriteLine((n is null) + " " + (x is null) + " " + (n is string));
        object five = 5;
        Console.WriteLine((five is 5) + " " + (five is 6) + " " + (five is "5") + " " + (x is "hello"));
        if (five is var v)
            Console.WriteLine("var " + v);
        int k = 3;
        Console.WriteLine((k is 3) + " " + (k is int kk && kk == 3));
        Shape sh = new Circle(5);
        if (sh is Circle circ)
            Console.WriteLine("radius " + circ.R);
        Console.WriteLine(sh is Square);
        int? ni = 4, nn = null;
        Console.WriteLine((ni is int a && a == 4) + " " + (nn is int) + " " + (nn is null) + " " + (ni is 4));
        string text = null;
        Console.WriteLine(text is string);
    }
}
