// ref and out parameters: locals, fields, static fields and array elements
// passed by reference; out must be assigned; ref of reference types.
using System;

class Box { public int v; public static int s; public string name = "box"; }

class RefOut
{
    static void Swap(ref int a, ref int b) { int t = a; a = b; b = t; }
    static bool TryHalf(int x, out int half)
    {
        if (x % 2 != 0) { half = 0; return false; }
        half = x / 2;
        return true;
    }
    static void Inc(ref long x) { x++; }
    static void Reset(ref string s) { s = "reset"; }
    static void Make(out Box b) { b = new Box(); b.v = 9; }
    static void Twice(ref int x) { Add(ref x, x); }
    static void Add(ref int x, int d) { x += d; }
    static void SetD(out double d, out bool ok) { d = 1.5; ok = true; }

    static void Main()
    {
        int a = 1, b = 2;
        Swap(ref a, ref b);
        Console.WriteLine(a + " " + b);
        int h;
        Console.WriteLine(TryHalf(10, out h) + " " + h);
        Console.WriteLine(TryHalf(7, out h) + " " + h);
        long l = 41;
        Inc(ref l);
        Console.WriteLine(l);
        string s = "orig";
        Reset(ref s);
        Console.WriteLine(s);
        Box box;
        Make(out box);
        Console.WriteLine(box.v);
        Twice(ref box.v);
        Console.WriteLine(box.v);
        Twice(ref Box.s);
        Box.s = 4;
        Twice(ref Box.s);
        Console.WriteLine(Box.s);
        int[] arr = { 5, 6 };
        Swap(ref arr[0], ref arr[1]);
        Console.WriteLine(arr[0] + " " + arr[1]);
        Reset(ref box.name);
        Console.WriteLine(box.name);
        double d;
        bool ok;
        SetD(out d, out ok);
        Console.WriteLine(d + " " + ok);
    }
}
