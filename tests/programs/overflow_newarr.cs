// new T[n] with a negative n throws OverflowException; zero length is fine.
using System;

class OverflowNewarr
{
    static int Neg() { return -1; }

    static void Main()
    {
        try { int[] a = new int[Neg()]; Console.WriteLine(a.Length); }
        catch (OverflowException e) { Console.WriteLine("overflow: " + e.Message); }
        try { string[] s = new string[Neg() * 5]; Console.WriteLine(s.Length); }
        catch (OverflowException) { Console.WriteLine("overflow for references"); }
        int[] z = new int[Neg() + 1];
        Console.WriteLine(z.Length);
    }
}
