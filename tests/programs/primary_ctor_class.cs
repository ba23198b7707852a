// mono: skip
// C# 12's primary constructors on classes: a parameter a member names is
// captured (read and assigned as the object's state), one used only in an
// initializer or the base's arguments is the constructor's; another
// constructor chains to it with `: this(...)`; the captures are stored
// before the initializers and the base constructor run (Base sees k).
// Expected output worked out by hand (mcs has no C# 12).
using System;
using System.Collections.Generic;

class Named(string name) { public string Name => name; }

class Base
{
    public string Seen;
    public Base() { Seen = Show(); }
    public virtual string Show() => "base";
}

class Point(int x, int y) : Base
{
    public int Y { get; } = y * 10;             // the parameter
    public int X => x;                          // captured
    public void Move(int d) { x += d; }         // captured and assigned
    public override string Show() => "x=" + x;  // read by Base() before Y is set
    public override string ToString() => $"({x}, {Y})";
}

class Tagged(string tag, int n) : Named(tag.ToUpper())
{
    public Tagged(int n) : this("none", n) { }
    public int N => n;
    public Func<int> Later() => () => n * 2;
}

class Box<T>(T value)
{
    public T Value => value;
    public void Set(T v) => value = v;
    public IEnumerable<T> Twice() { yield return value; yield return value; }
}

class Shadow(int x)
{
    int x = x + 100;    // the initializer reads the parameter, the field is a member
    public int X => x;  // the field
    public int Local() { int x = 5; return x; }
}

class Empty() { public override string ToString() => "empty"; }

class Program
{
    static void Main()
    {
        var p = new Point(1, 2);
        Console.WriteLine(p + " " + p.Seen);
        p.Move(5);
        Console.WriteLine(p.X + " " + p);
        var t = new Tagged("abc", 3);
        var f = t.Later();
        Console.WriteLine(t.Name + " " + t.N + " " + f());
        var u = new Tagged(7);
        Console.WriteLine(u.Name + " " + u.N);
        var b = new Box<string>("hi");
        b.Set("yo");
        Console.WriteLine(b.Value + " " + string.Join(",", b.Twice()));
        var s = new Shadow(1);
        Console.WriteLine(s.X + " " + s.Local());
        Console.WriteLine(new Empty());
    }
}
