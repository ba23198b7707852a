// System.Math: Min, Max, Abs for int, long and double; Sqrt; and the
// OverflowException of Math.Abs(int.MinValue).
using System;

class MathTest
{
    static void Main()
    {
        Console.WriteLine(Math.Min(3, -4));
        Console.WriteLine(Math.Max(3, -4));
        Console.WriteLine(Math.Min(5000000000L, 6000000000L));
        Console.WriteLine(Math.Max(-5000000000L, 1L));
        Console.WriteLine(Math.Min(0.5, 0.25));
        Console.WriteLine(Math.Max(0.5, 0.25));
        Console.WriteLine(Math.Abs(-7));
        Console.WriteLine(Math.Abs(7));
        Console.WriteLine(Math.Abs(-7000000000L));
        Console.WriteLine(Math.Abs(-2.5));
        Console.WriteLine(Math.Sqrt(16.0));
        Console.WriteLine(Math.Sqrt(2.0) * Math.Sqrt(2.0) > 1.99);
        Console.WriteLine(double.IsNaN(Math.Sqrt(-1.0)));
        Console.WriteLine(Math.Sqrt(0.0));
        try { Console.WriteLine(Math.Abs(int.MinValue)); }
        catch (OverflowException) { Console.WriteLine("abs overflow"); }
        try { Console.WriteLine(Math.Abs(long.MinValue)); }
        catch (OverflowException) { Console.WriteLine("abs long overflow"); }
        int a = 9, b = 2;
        Console.WriteLine(Math.Max(a, b) - Math.Min(a, b));
    }
}
