// Object initializers: fields and properties (auto, with bodies, virtual,
// inherited), after a constructor with arguments or none, the values
// evaluated in order after the constructor ran, nested in arguments and
// other initializers' values, as a statement, and an empty one.
using System;

class Point
{
    public int X, Y;
    public override string ToString() { return "(" + X + ", " + Y + ")"; }
}

class Shape
{
    public string Name = "shape";
    public virtual int Sides { get; set; }
}

class Box : Shape
{
    int width;
    public Point Corner;
    public string Label { get; set; }
    public int Width
    {
        get { return width; }
        set { Console.WriteLine("set Width " + value); width = value; }
    }
    public override int Sides { get { return base.Sides; } set { base.Sides = value * 1; } }
    public Box() { Console.WriteLine("Box()"); }
    public Box(string label) { Label = label; Console.WriteLine("Box(" + label + ")"); }
    public override string ToString() { return Name + " " + Label + " " + width + " " + Sides + " " + Corner; }
}

class Program
{
    static int Next(string what, int v) { Console.WriteLine("eval " + what); return v; }

    static string Show(Point p) { return "show " + p; }

    static void Main()
    {
        Point p = new Point { X = 1, Y = 2 };
        Console.WriteLine(p);
        Console.WriteLine(new Point { Y = 5 });
        Console.WriteLine(new Point() { });
        Box b = new Box("lid") { Width = Next("width", 30), Name = "box", Sides = 4,
                                 Corner = new Point { X = Next("x", 7), Y = -1 } };
        Console.WriteLine(b);
        Console.WriteLine(new Box { Label = "plain" });
        Console.WriteLine(Show(new Point { X = 3, Y = 4 }));
        new Box { Width = 9 };
        Shape s = new Box { Sides = 6 };
        Console.WriteLine(s.Sides);
    }
}
