// Structs implementing interfaces: boxing on conversion to the interface (a
// copy: later changes to the local are not seen), calls through the box,
// explicit implementations on a struct, unboxing back, is/as on the box,
// interface arrays of boxes, a struct IDisposable in using statements.
using System;
interface IShape { double Area(); string Name { get; } }
interface ICounter { int Next(); }
struct Sq : IShape {
    public double Side;
    public Sq(double s) { Side = s; }
    public double Area() { return Side * Side; }
    public string Name { get { return "sq"; } }
    public override string ToString() { return "Sq(" + Side + ")"; }
}
struct Counter : ICounter {
    int n;
    public int Next() { n++; return n; }
}
struct Hidden : IShape {
    double IShape.Area() { return 42; }
    string IShape.Name { get { return "hidden"; } }
}
class P {
    static double Total(IShape[] shapes) { double t = 0; foreach (IShape s in shapes) t += s.Area(); return t; }
    static void Main() {
        Sq a = new Sq(3);
        IShape s = a;
        a.Side = 10;
        Console.WriteLine(s.Area() + " " + a.Area() + " " + s.Name + " " + s);
        Console.WriteLine(Total(new IShape[] { new Sq(1), new Sq(2), new Hidden() }));
        Counter c = new Counter();
        ICounter ic = c;
        ic.Next(); ic.Next();
        Console.WriteLine(ic.Next() + " " + c.Next());
        object o = s;
        Console.WriteLine((o is IShape) + " " + (o is ICounter) + " " + (o is Sq));
        Sq back = (Sq)s;
        Console.WriteLine(back.Side);
        IShape h = new Hidden();
        Console.WriteLine(h.Name + " " + h.Area());
        Q.Run();
    }
}
struct Scope : IDisposable {
    public string Name;
    public Scope(string n) { Name = n; Console.WriteLine("enter " + n); }
    public void Dispose() { Console.WriteLine("leave " + Name); }
}
class Q {
    public static void Run() {
        using (var s = new Scope("outer")) {
            using (new Scope("inner")) Console.WriteLine("body " + s.Name);
        }
        IDisposable d = new Scope("boxed");
        d.Dispose();
        IShape[] arr = { new Sq(4) };
        Console.WriteLine(arr[0].Area() + " " + ((Sq)arr[0]).Side + " " + (arr[0] as IShape).Name);
    }
}
