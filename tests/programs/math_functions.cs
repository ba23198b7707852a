// mono: skip
// Math (Mono 6.8 lacks Log2, Tau, ScaleB, BitIncrement, ...): the C
// library's functions (.NET calls the same ones on Linux; the
// results print with "R", whose shortest digits Mono 6.8 lacks), rounding
// (Round to even, with digits by .NET's scale-round-unscale), Floor,
// Ceiling, Truncate, Sign (NaN throws), Clamp, DivRem, BigMul, Log with a
// base, PI and E.
using System;

class MathFunctions
{
    static void P(string name, double v)
    {
        Console.WriteLine(name + " " + v.ToString("R"));
    }

    static void Main()
    {
        P("PI", Math.PI);
        P("E", Math.E);
        P("Tau", Math.Tau);
        P("Pow", Math.Pow(2, 10));
        P("Pow", Math.Pow(2, 0.5));
        P("Pow", Math.Pow(-8, 1.0 / 3));
        P("Pow", Math.Pow(0, -1));
        P("Pow", Math.Pow(1, double.NaN));
        P("Exp", Math.Exp(1));
        P("Exp", Math.Exp(-745.2));
        P("Log", Math.Log(10));
        P("Log", Math.Log(-1));
        P("Log", Math.Log(0));
        P("Log", Math.Log(8, 2));
        P("Log", Math.Log(100, 10));
        P("Log", Math.Log(5, 1));
        P("Log10", Math.Log10(1000));
        P("Log10", Math.Log10(2));
        P("Log2", Math.Log2(1024));
        P("Log2", Math.Log2(10));
        P("Sin", Math.Sin(1));
        P("Cos", Math.Cos(1));
        P("Tan", Math.Tan(1));
        P("Sin", Math.Sin(Math.PI));
        P("Asin", Math.Asin(0.5));
        P("Acos", Math.Acos(0.5));
        P("Atan", Math.Atan(1));
        P("Atan2", Math.Atan2(1, -1));
        P("Atan2", Math.Atan2(-0.0, -1));
        P("Sinh", Math.Sinh(1));
        P("Cosh", Math.Cosh(1));
        P("Tanh", Math.Tanh(0.5));
        P("Asinh", Math.Asinh(1));
        P("Acosh", Math.Acosh(2));
        P("Atanh", Math.Atanh(0.5));
        P("Cbrt", Math.Cbrt(27));
        P("Cbrt", Math.Cbrt(-2));
        P("Sqrt", Math.Sqrt(2));
        P("IEEERemainder", Math.IEEERemainder(10, 3));
        P("FusedMultiplyAdd", Math.FusedMultiplyAdd(0.1, 10, -1));
        P("ScaleB", Math.ScaleB(1.5, 4));
        P("CopySign", Math.CopySign(3, -0.0));
        P("BitIncrement", Math.BitIncrement(1.0));
        P("BitDecrement", Math.BitDecrement(1.0));
        double[] r = { 0.5, 1.5, 2.5, -0.5, -2.5, 3.4999, -3.5001, 1e300, -0.2 };
        for (int i = 0; i < r.Length; i++)
            Console.WriteLine(r[i].ToString("R") + ": Round " + Math.Round(r[i]).ToString("R") + " Floor " + Math.Floor(r[i]).ToString("R")
                              + " Ceiling " + Math.Ceiling(r[i]).ToString("R") + " Truncate " + Math.Truncate(r[i]).ToString("R"));
        double[] rd = { 2.675, 2.665, 1.005, 0.125, 0.135, -1.2345, 123.456789, 1e16 + 2, 0.5 };
        for (int i = 0; i < rd.Length; i++)
            Console.WriteLine(rd[i].ToString("R") + ": " + Math.Round(rd[i], 0).ToString("R") + " " + Math.Round(rd[i], 1).ToString("R") + " " + Math.Round(rd[i], 2).ToString("R") + " " + Math.Round(rd[i], 15).ToString("R"));
        Console.WriteLine(Math.Sign(-5) + " " + Math.Sign(0) + " " + Math.Sign(9L) + " " + Math.Sign(-0.0) + " " + Math.Sign(-2.5) + " " + Math.Sign(double.PositiveInfinity));
        Console.WriteLine(Math.Clamp(5, 1, 3) + " " + Math.Clamp(-5, 1, 3) + " " + Math.Clamp(2L, 1L, 3L) + " " + Math.Clamp(7.5, 1.0, 3.0) + " " + Math.Clamp((byte)9, (byte)1, (byte)9) + " " + Math.Clamp(4u, 5u, 6u) + " " + Math.Clamp(10UL, 1UL, 2UL));
        int rem;
        long lrem;
        Console.WriteLine(Math.DivRem(17, 5, out rem) + " " + rem + " " + Math.DivRem(-17, 5, out rem) + " " + rem + " " + Math.DivRem(-17L, -5L, out lrem) + " " + lrem);
        ulong low;
        long slow;
        Console.WriteLine(Math.BigMul(123456789, 987654321) + " " + Math.BigMul(-2147483648, 2147483647) + " " + Math.BigMul(ulong.MaxValue, ulong.MaxValue, out low) + " " + low
                          + " " + Math.BigMul(0x100000000UL, 0x100000000UL, out low) + " " + low + " " + Math.BigMul(-3L, 4L, out slow) + " " + slow + " " + Math.BigMul(long.MinValue, -1L, out slow) + " " + slow);
        Console.WriteLine(Math.Max(3.5, double.NaN) + " " + Math.Min(-0.0, 0.0).ToString("R") + " " + Math.Abs(-7) + " " + Math.Abs(-2.5) + " " + Math.MaxMagnitude(-3, 2) + " " + Math.MinMagnitude(-3, 2));
        try
        {
            Math.Sign(double.NaN);
        }
        catch (ArithmeticException e)
        {
            Console.WriteLine(e.Message);
        }
        try
        {
            Math.Clamp(1, 5, 3);
        }
        catch (ArgumentException e)
        {
            Console.WriteLine(e.Message);
        }
        try
        {
            Math.Round(1.5, 16);
        }
        catch (ArgumentOutOfRangeException e)
        {
            Console.WriteLine(e.Message);
        }
        try
        {
            Math.DivRem(1, 0, out rem);
        }
        catch (DivideByZeroException e)
        {
            Console.WriteLine(e.Message);
        }
    }
}
