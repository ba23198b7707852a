// nameof: locals, parameters, fields, properties, methods, types and
// namespaces, members through a type or an instance; a constant string
// (const fields, switch labels, concatenation folded).
using System;

namespace Shapes
{
    class Circle
    {
        public double Radius;
        public static int Count;
        public double Area { get { return 3 * Radius * Radius; } }
        public void Grow() { Radius++; }
    }
}

class Program
{
    const string Label = nameof(Program) + "." + nameof(Main);

    static void Check(int value)
    {
        if (value < 0)
            Console.WriteLine(nameof(value) + " must not be negative: " + value);
    }

    static void Main()
    {
        int total = 3;
        Shapes.Circle c = new Shapes.Circle();
        Console.WriteLine(nameof(total));
        Console.WriteLine(nameof(c));
        Console.WriteLine(nameof(Shapes.Circle));
        Console.WriteLine(nameof(Shapes));
        Console.WriteLine(nameof(c.Radius));
        Console.WriteLine(nameof(Shapes.Circle.Count));
        Console.WriteLine(nameof(c.Area));
        Console.WriteLine(nameof(c.Grow));
        Console.WriteLine(nameof(Console.WriteLine));
        Console.WriteLine(nameof(String));
        Console.WriteLine(Label);
        Check(-2);
        switch ("total")
        {
            case nameof(total): Console.WriteLine("matched"); break;
            default: Console.WriteLine("no"); break;
        }
    }
}
