// The AOT suite's libm program: Math's libm functions bind at first use (the
// runtime opens libm then), so this executable does not list libm.
using System;

class MathLib
{
    static void Main(string[] args)
    {
        double x = args.Length + 0.5;
        Console.WriteLine(Math.Sin(x));
        Console.WriteLine(Math.Pow(x, 3));
        Console.WriteLine(Math.Round(x));
        Console.WriteLine(Math.Atan2(x, 2));
        Console.WriteLine(Math.BitIncrement(x));
    }
}
