// Abstract classes and methods, sealed classes, static classes, and calls
// through an abstract base.
using System;

abstract class Shape
{
    public abstract int Area();
    public virtual string Name() { return "shape"; }
    public string Report() { return Name() + " area " + Area(); }
}

class Rect : Shape
{
    int w, h;
    public Rect(int w, int h) { this.w = w; this.h = h; }
    public override int Area() { return w * h; }
    public override string Name() { return "rect"; }
}

sealed class Square : Rect
{
    public Square(int s) : base(s, s) { }
    public override string Name() { return "square"; }
}

abstract class Middle : Shape
{
    public override string Name() { return "middle"; }
}

class Leaf : Middle
{
    public override int Area() { return 1; }
}

static class Util
{
    public static int Total(Shape[] shapes)
    {
        int t = 0;
        for (int i = 0; i < shapes.Length; i++) t += shapes[i].Area();
        return t;
    }
}

class AbstractSealed
{
    static void Main()
    {
        Shape[] shapes = { new Rect(2, 3), new Square(4), new Leaf() };
        for (int i = 0; i < shapes.Length; i++) Console.WriteLine(shapes[i].Report());
        Console.WriteLine(Util.Total(shapes));
    }
}
