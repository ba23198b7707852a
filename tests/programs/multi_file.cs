// with: lib/geometry.cs
// A program made of two source files compiled together: classes, namespaces
// and inheritance across files.
using System;

class Circle : Geometry.Shape
{
    public override int Area() { return 3 * Radius * Radius; }
    public int Radius = 2;
    protected override string GetName() { return "circle"; }
}

class MultiFile
{
    static void Main()
    {
        Geometry.Shape[] shapes = { new Geometry.Square(3), new Circle() };
        for (int i = 0; i < shapes.Length; i++) Console.WriteLine(shapes[i].Describe());
        Console.WriteLine(Geometry.Shape.Made);
    }
}
