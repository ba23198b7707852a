// mono: skip
// A file-scoped namespace (C# 10) holding the file's types, a using
// directive after it, a global using, and the implicit usings of a .NET 8
// console project (Console and List with no using of System).
// (Mono 6.8 has neither: the expected output is Mono's for the same types in
// a block namespace with the usings written.)
global using System.Text;

namespace Shapes.Geometry;

using static System.Math;

interface IShape
{
    double Area();
}

class Square : IShape
{
    public double Side;
    public Square(double side) { Side = side; }
    public double Area() { return Pow(Side, 2); }
}

class Program
{
    static void Main()
    {
        var shapes = new List<IShape> { new Square(3), new Square(1.5) };
        var sb = new StringBuilder();
        foreach (var s in shapes)
            sb.Append(s.GetType().FullName).Append(' ').Append(s.Area()).Append('\n');
        Console.Write(sb.ToString());
        Console.WriteLine(typeof(Program).FullName);
        Console.WriteLine(Max(2, 7));
    }
}
