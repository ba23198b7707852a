// `new C(s)` where the constructor takes structs by value: the callee
// gets its own copy (changing it leaves the caller's value alone), with
// struct and scalar arguments mixed, in a generic class over a struct, and
// a struct built from another struct.
using System;

struct Vec
{
    public int X, Y;
    public Vec(int x, int y) { X = x; Y = y; }
    public override string ToString() { return "<" + X + "," + Y + ">"; }
}

struct Segment
{
    public Vec A, B;
    public Segment(Vec a, Vec b) { A = a; B = b; }
}

class Body
{
    public Vec Pos, Vel;
    public string Name;
    public Body(Vec pos, string name, Vec vel, int scale)
    {
        pos.X *= scale;
        Pos = pos;
        Name = name;
        Vel = vel;
    }
}

class Box<T>
{
    public T Item;
    public Box(T item) { Item = item; }
}

class NewobjStructArgs
{
    static void Main()
    {
        Vec p = new Vec(1, 2);
        Body b = new Body(p, "rock", new Vec(-3, 4), 10);
        Console.WriteLine(b.Name + " " + b.Pos + " " + b.Vel + " caller " + p);
        var box = new Box<Vec>(p);
        p.X = 99;
        Console.WriteLine(box.Item + " " + p);
        var seg = new Segment(new Vec(5, 6), p);
        Console.WriteLine(seg.A + " " + seg.B);
        var boxes = new Box<Segment>[3];
        for (int i = 0; i < boxes.Length; i++)
            boxes[i] = new Box<Segment>(new Segment(new Vec(i, i), new Vec(-i, 2 * i)));
        int sum = 0;
        foreach (var x in boxes)
            sum += x.Item.A.X + x.Item.B.Y;
        Console.WriteLine(sum);
    }
}
