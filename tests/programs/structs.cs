// Structs: value semantics on assignment, arguments and returns; structs in
// locals, fields, arrays and statics; ref/out to them, their fields and
// elements; methods, properties, constructors (the implicit new S() and
// default), this as an address, ToString overrides, boxing and unboxing,
// readonly structs, nested structs and references inside structs.
using System;

struct Point {
    public int X, Y;
    public Point(int x, int y) { X = x; Y = y; }
    public int Sum() { return X + Y; }
    public void Move(int d) { X += d; Y += d; }
    public override string ToString() { return "(" + X + ", " + Y + ")"; }
    public int Len { get { return X * X + Y * Y; } }
}
struct Plain { public double A; public string S; }
class Holder { public Point P; public Point[] Arr = new Point[3]; public static Point SP; }
class Structs {
    static Point Make(int v) { return new Point(v, v * 2); }
    static void Bump(ref Point p) { p.X++; }
    static void Init(out Point p) { p = new Point(9, 9); }
    static void Main() {
        Point a = new Point(1, 2);
        Point b = a;
        b.X = 10;
        Console.WriteLine(a.X + " " + b.X);
        Console.WriteLine(a);
        Console.WriteLine(a.Sum() + " " + a.Len);
        a.Move(5);
        Console.WriteLine(a.ToString());
        Point c = new Point();
        Console.WriteLine(c);
        Point d = default(Point);
        Console.WriteLine(d.X);
        Console.WriteLine(Make(3));
        Console.WriteLine(Make(4).X);
        Bump(ref a);
        Console.WriteLine(a);
        Init(out c);
        Console.WriteLine(c);
        Holder h = new Holder();
        h.P.X = 5; h.P.Move(1);
        Console.WriteLine(h.P);
        h.Arr[1].Y = 7; h.Arr[1].Move(2); h.Arr[2] = a;
        foreach (Point q in h.Arr) Console.WriteLine(q);
        Holder.SP.Move(3);
        Console.WriteLine(Holder.SP);
        Point[] ps = new Point[2];
        ps[0] = new Point(4, 4);
        ps[0].X += 100;
        Console.WriteLine(ps[0] + " " + ps[1]);
        Bump(ref ps[1]);
        Bump(ref h.P);
        Console.WriteLine(ps[1] + " " + h.P);
        object o = a;
        Console.WriteLine(o);
        Point back = (Point)o;
        Console.WriteLine(back.X);
        Plain pl = new Plain();
        pl.S = "s"; pl.A = 1.5;
        Console.WriteLine(pl.S + pl.A);
        Console.WriteLine(pl.ToString());
        Console.WriteLine(o is Point);
        More.Run();
    }
}

struct Temp
{
    public readonly double C;
    public Temp(double c) { C = c; }
    public double F { get { return C * 9 / 5 + 32; } }
    public Temp Warmer(double d) { return new Temp(C + d); }
}

struct Line
{
    public Point A, B;
    public string Name;
    public Line(Point a, Point b, string name) { A = a; B = b; Name = name; }
    public int Width() { return B.X - A.X; }
    public void Shift(int d) { A.Move(d); B.Move(d); }
}

struct Counter
{
    private int n;
    public int Next() { return ++n; }
    public int Value { get { return n; } set { n = value; } }
    public Counter(int start) : this() { n = start; }
}

static class More
{
    static Line stored;

    static Line Swap(Line l) { Point t = l.A; l.A = l.B; l.B = t; return l; }

    public static void Run()
    {
        Temp t = new Temp(20);
        Console.WriteLine(t.F + " " + t.Warmer(5).C);
        Line l = new Line(new Point(1, 1), new Point(4, 5), "L");
        Line m = Swap(l);
        Console.WriteLine(l.A + " " + m.A + " " + l.Width() + " " + m.Width());
        l.Shift(10);
        Console.WriteLine(l.A + " " + l.B + " " + l.Name);
        stored = l;
        stored.A.X = -1;
        Console.WriteLine(stored.A + " " + l.A);
        Line[] ls = new Line[100];
        for (int i = 0; i < ls.Length; i++)
            ls[i] = new Line(new Point(i, i), new Point(2 * i, i), "n" + i);
        GC.Collect();
        long sum = 0;
        foreach (Line x in ls)
            sum += x.Width() + x.Name.Length;
        Console.WriteLine(sum + " " + ls[99].Name);
        Counter c = new Counter(5);
        c.Next();
        Counter copy = c;
        copy.Next();
        c.Value = c.Value + 100;
        Console.WriteLine(c.Value + " " + copy.Value + " " + new Counter().Value);
        object boxed = c;
        Counter un = (Counter)boxed;
        un.Next();
        Console.WriteLine(((Counter)boxed).Value + " " + un.Value);
    }
}
