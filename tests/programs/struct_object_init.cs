// Object initializers on structs: new S { .. } and new S(args) { .. } over
// fields and properties, nested in class initializers, collection
// initializers and arrays.
using System;
using System.Collections.Generic;

struct Pt
{
    public int X, Y;
    public string Tag { get; set; }
    public Pt(int x) { X = x; Y = -1; Tag = "ctor"; }
    public override string ToString() { return "(" + X + "," + Y + "," + Tag + ")"; }
}

class Box { public Pt P; public Pt Q { get; set; } }

class P
{
    static Pt Make(int i) { return new Pt { X = i, Y = i * i }; }

    static void Main()
    {
        var a = new Pt { X = 1, Y = 2 };
        var b = new Pt(5) { Tag = "both" };
        Pt c = new Pt() { Y = 9 };
        var list = new List<Pt> { new Pt { X = 3 }, Make(4) };
        var box = new Box { P = new Pt { X = 7, Tag = "in" }, Q = new Pt(8) { Y = 80 } };
        Console.WriteLine(a + " " + b + " " + c + " " + list[0] + " " + list[1] + " " + box.P + " " + box.Q);
        Pt[] arr = { new Pt { X = 1 }, new Pt { Y = 2 } };
        Console.WriteLine(arr[0].X + arr[1].Y);
    }
}
