// mono: skip-output
// float.ToString as .NET 8 prints it: the shortest digits that round-trip
// as a float (0.1f is "0.1", where the float widened to double is
// 0.10000000149011612), fixed notation while the decimal exponent is -5 <
// e < 9 (.NET's G with 9 digits of round-trip precision), E notation
// otherwise; and formats with a precision, which round the float's exact
// value. (Mono 6.8 prints 7 significant digits, so only Kiln checks this.)
using System;

class FloatFormat
{
    static void Main()
    {
        float[] vals = {
            0f, -0f, 1f, -1f, 0.1f, 0.2f, 0.3f, 1f / 3f, 2f / 3f, 3.14159265f, 2.7182818f,
            100f, 1234567f, 12345678f, 123456789f, 1e8f, 1e9f, 1e10f, 16777216f, 16777217f,
            0.001f, 0.0001f, 0.00001f, 1.5e-5f, 1e-10f, 1.17549435E-38f, 1.401298E-45f,
            float.MaxValue, float.MinValue, float.Epsilon, float.NaN,
            float.PositiveInfinity, float.NegativeInfinity, 1.1f, 2.2f, 9.999999f, 0.7f,
            123.456f, 65504f, 4294967296f, 1e38f, 3e-39f, 5.5f, -42.125f
        };
        foreach (float f in vals)
            Console.WriteLine(f.ToString() + " | " + f.ToString("R") + " | " + f.ToString("G") + " | " +
                              f.ToString("G3") + " | " + f.ToString("F2") + " | " + f.ToString("E3") + " | " +
                              f.ToString("0.###"));
        float sum = 0;
        for (int i = 0; i < 10; i++)
            sum += 0.1f;
        Console.WriteLine("ten tenths: " + sum + " (== 1f: " + (sum == 1f) + ")");
        Console.WriteLine("(double)0.1f: " + (double)0.1f);
        Console.WriteLine("interpolated: " + $"{0.1f} {1e9f} {-0f} {1f / 3f:F3}");
        object boxed = 0.1f;
        Console.WriteLine("boxed: " + boxed + " " + string.Format("{0} {0:E2}", boxed));
        Console.WriteLine("parsed: " + float.Parse("0.1") + " " + float.Parse("1e-45") + " " + float.Parse("-Infinity") + " " + float.Parse("16777217"));
    }
}
