// Partial types: the parts of a class (static, nested, generic, in a
// namespace) declared in one file make one type - fields, methods,
// constructors, nested types and the base class may sit in any part, and
// field initializers of every part run.
using System;

namespace Shapes
{
    public partial class Shape
    {
        protected string name = "shape";
        public virtual double Area() { return 0; }
    }

    public abstract partial class Figure : Shape
    {
        public int Sides;
    }

    public partial class Figure
    {
        public override string ToString() { return name + " with " + Sides + " sides, area " + Area(); }
        public partial class Metrics
        {
            public static int Count;
        }
    }

    partial class Square : Figure
    {
        double side;
        public Square(double s) { side = s; Sides = 4; name = "square"; Metrics.Count++; }
    }

    partial class Square
    {
        public override double Area() { return side * side; }
    }

    public partial class Figure
    {
        public partial class Metrics
        {
            public static string Report() { return "figures made: " + Count; }
        }
    }
}

static partial class Util
{
    public static int Twice(int x) { return 2 * x; }
}

static partial class Util
{
    public static int Thrice(int x) { return 3 * x; }
    static int calls = Twice(5);
    public static int Calls { get { return calls; } }
}

partial class Pair<T>
{
    public T First;
}

partial class Pair<T>
{
    public T Second;
    public Pair(T a, T b) { First = a; Second = b; }
    public override string ToString() { return "(" + First + ", " + Second + ")"; }
}

class PartialTypes
{
    static void Main()
    {
        Shapes.Square s = new Shapes.Square(3);
        Console.WriteLine(s);
        Console.WriteLine(new Shapes.Square(1.5).Area());
        Console.WriteLine(Shapes.Figure.Metrics.Report());
        Console.WriteLine(Util.Twice(4) + Util.Thrice(4) + " " + Util.Calls);
        Console.WriteLine(new Pair<string>("a", "b") + " " + new Pair<int>(1, 2));
    }
}
