// Interfaces: declarations with methods and properties, interface inheritance,
// implicit and explicit implementations, virtual implementations overridden
// in a subclass, interface-typed parameters, locals and arrays, is/as.
using System;
interface IShape { double Area(); string Name { get; } }
interface INamed { string Name { get; } }
interface IBig : IShape { int Size(); }
class Sq : IBig, INamed {
    double s;
    public Sq(double s) { this.s = s; }
    public double Area() { return s * s; }
    public string Name { get { return "sq"; } }
    public int Size() { return 4; }
}
class Circ : IShape {
    public virtual double Area() { return 3.0; }
    string IShape.Name { get { return "circle"; } }
}
class Circ2 : Circ { public override double Area() { return 5.0; } }
class P {
    static void Show(IShape s) { Console.WriteLine(s.Name + " " + s.Area()); }
    static void Main() {
        IShape[] a = { new Sq(2), new Circ(), new Circ2() };
        foreach (IShape s in a) Show(s);
        IBig b = new Sq(3);
        Console.WriteLine(b.Size() + " " + b.Area() + " " + b.Name);
        object o = new Circ();
        Console.WriteLine(o is IShape);
        Console.WriteLine(o is IBig);
        INamed n = o as INamed;
        Console.WriteLine(n == null);
        Console.WriteLine(((INamed)new Sq(1)).Name);
        Console.WriteLine(b.ToString());
    }
}
