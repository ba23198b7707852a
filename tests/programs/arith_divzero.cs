// Integer division and remainder by zero throw DivideByZeroException;
// int.MinValue / -1 throws OverflowException; doubles do not throw.
using System;

class ArithDivZero
{
    static int Zero() { return 0; }
    static int MinusOne() { return -1; }

    static void Main()
    {
        int z = Zero();
        try { Console.WriteLine(1 / z); } catch (DivideByZeroException e) { Console.WriteLine("div: " + e.Message); }
        try { Console.WriteLine(1 % z); } catch (DivideByZeroException) { Console.WriteLine("rem by zero"); }
        long lz = z;
        try { Console.WriteLine(5L / lz); } catch (DivideByZeroException) { Console.WriteLine("long div by zero"); }
        uint uz = 0;
        try { Console.WriteLine(5u / uz); } catch (ArithmeticException) { Console.WriteLine("uint div by zero is arithmetic"); }
        try { Console.WriteLine(int.MinValue / MinusOne()); } catch (OverflowException e) { Console.WriteLine("overflow: " + e.Message); }
        try { Console.WriteLine(long.MinValue / (long)MinusOne()); } catch (OverflowException) { Console.WriteLine("long overflow"); }
        double d = 1.0 / z;
        Console.WriteLine(d > 1e308);
        Console.WriteLine(double.IsNaN(0.0 / z));
    }
}
