// mono: skip
// (Mono 6.8's mcs takes `in` parameters only with -langversion:7.2+, and
// then runs a mutating struct method on an `in` parameter in place,
// where .NET runs it on a defensive copy.)
// `in` parameters: a readonly reference. `in x` passes the variable; an
// argument without `in` that is a variable of the parameter's type is
// passed by reference too (the callee sees a write made meanwhile through
// another path), any other value (a constant, a conversion, a call, a
// property) through a temporary; a struct's methods on an `in` parameter
// run on a copy; an `in` parameter is passed on with `in` or by value;
// readonly fields and foreach variables may be passed `in`; defaults.
using System;
using System.Collections.Generic;

struct Vec
{
    public double X, Y;
    public Vec(double x, double y) { X = x; Y = y; }
    public double Len2() { return X * X + Y * Y; }
    public void Scale(double k) { X *= k; Y *= k; }
    public override string ToString() { return "(" + X + ", " + Y + ")"; }
}

readonly struct Money
{
    public readonly long Cents;
    public Money(long c) { Cents = c; }
    public Money Plus(in Money o) { return new Money(Cents + o.Cents); }
    public override string ToString() { return (Cents / 100) + "." + (Cents % 100).ToString("D2"); }
}

struct Box
{
    public Vec Inner;
    public int Tag;
}

class Holder
{
    public readonly Vec Fixed = new Vec(3, 4);
    public Vec Loose = new Vec(5, 12);
    public static Vec Shared = new Vec(8, 15);
    public int Count => 7;

    public double Both() { return InParams.Dot(in Fixed, in Loose); }
}

class InParams
{
    public static double Dot(in Vec a, in Vec b) { return a.X * b.X + a.Y * b.Y; }

    static double ScaledLen2(in Vec v)
    {
        v.Scale(10);          // on a copy: v itself is read-only
        return v.Len2();
    }

    static long Widen(in long n) { return n * 2; }
    static int Count(in int[] xs) { return xs.Length; }
    static string Describe(in string s, in int n) { return s + "#" + n; }

    static int Observe(in int x, int[] arr)
    {
        int before = x;
        arr[0] = 99;          // x refers to arr[0] when it was passed as a variable
        return before * 1000 + x;
    }

    static int ObserveLocal(in int x, ref int same)
    {
        same = 5;
        return x;
    }

    static double Forward(in Vec v) { return Dot(in v, v) + Dot(v, in v); }

    static int Inner(in Box b) { return b.Tag + (int)b.Inner.Y; }

    static int WithDefault(int a, in int step = 10) { return a + step; }

    static double Sum(in Vec a, in Vec b, in Vec c) { return a.X + b.X + c.X; }

    static void Main()
    {
        Vec a = new Vec(1, 2), b = new Vec(3, 4);
        Console.WriteLine(Dot(in a, in b) + " " + Dot(a, b) + " " + Dot(new Vec(1, 1), a));
        Console.WriteLine(ScaledLen2(in a) + " " + ScaledLen2(a) + " " + a);
        int small = 21;
        Console.WriteLine(Widen(small) + " " + Widen(5) + " " + Widen(small + 1));
        Console.WriteLine(Count(new int[3]) + " " + Describe("x", 7));
        int k = 3;
        string s = "k";
        Console.WriteLine(Describe(in s, in k));

        int[] arr = { 4, 5 };
        Console.WriteLine(Observe(in arr[0], arr));
        arr[0] = 4;
        Console.WriteLine(Observe(arr[0], arr));
        arr[0] = 4;
        Console.WriteLine(Observe(arr[0] + 0, arr));
        int loc = 1;
        Console.WriteLine(ObserveLocal(loc, ref loc) + " " + loc);
        long wide = 1;
        int narrow = 2;
        Console.WriteLine(Widen(in wide) + " " + Widen(narrow));

        Console.WriteLine(Forward(in b));
        Holder h = new Holder();
        Console.WriteLine(h.Both() + " " + Dot(h.Fixed, Holder.Shared) + " " + Dot(in Holder.Shared, in h.Loose));
        Console.WriteLine(Describe("count", h.Count));

        Box bx = new Box();
        bx.Inner = new Vec(0, 40);
        bx.Tag = 2;
        Console.WriteLine(Inner(in bx) + " " + Inner(bx) + " " + Dot(in bx.Inner, in bx.Inner));

        Console.WriteLine(WithDefault(1) + " " + WithDefault(1, 2) + " " + WithDefault(1, in k));

        Money m = new Money(250);
        Console.WriteLine(m.Plus(new Money(199)) + " " + m.Plus(in m));

        var list = new List<Vec> { new Vec(1, 0), new Vec(2, 0) };
        double total = 0;
        foreach (Vec v in list)
            total += Dot(in v, in v);
        Console.WriteLine(total + " " + Dot(list[1], list[1]));

        Vec[] vs = { new Vec(1, 0), new Vec(10, 0), new Vec(100, 0) };
        Console.WriteLine(Sum(in vs[0], vs[1], in vs[2]));
    }
}
