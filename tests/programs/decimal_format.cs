// mono: skip-output
// decimal formatting with the invariant culture: ToString() (every digit of
// the scale: 2.50 prints "2.50"), the standard formats F N C E G P with and
// without a precision (digits rounded half away from zero; C uses the
// invariant currency sign), custom formats, composite formatting with
// alignment, interpolation and concatenation; over fixed values and a
// deterministic pseudo-random set. Checked against Mono, except the
// literals 0.00m and -0.0m: mcs folds them to a scale-0 zero ("0"), Roslyn
// keeps their scale (new decimal(0, 0, 0, false, 2)) and .NET prints "0.00"
// and "0.0" (a zero prints no sign).
using System;

class P
{
    static uint state = 987654321;

    static uint Next()
    {
        state = state * 1103515245 + 12345;
        uint hi = state >> 16;
        state = state * 1103515245 + 12345;
        return (hi << 16) | (state >> 16);
    }

    static decimal Random()
    {
        uint kind = Next() % 4;
        int lo = (int)Next();
        int mid = kind == 0 ? 0 : kind == 1 ? (int)(Next() % 100000) : (int)Next();
        int hi = kind <= 2 ? 0 : (int)(Next() % 100000);
        byte scale = (byte)(Next() % 29);
        return new decimal(lo, mid, hi, Next() % 2 == 0, scale);
    }

    static string Fmt(decimal d, string f)
    {
        try
        {
            return d.ToString(f);
        }
        catch (FormatException e)
        {
            return "FormatException: " + e.Message;
        }
    }

    static void Main()
    {
        string[] formats = {
            "", "G", "G3", "G10", "G29", "g5", "F", "F0", "F1", "F2", "F5", "N", "N0", "N3",
            "C", "C0", "C3", "E", "E0", "E3", "e10", "P", "P0", "P1", "0", "0.00", "#,##0.00",
            "#.##", "0.###", "00000.0000", "#,#", "0.00;(0.00);zero", "0.0E+00", "#%",
        };
        decimal[] values = {
            0m, 0.00m, -0.0m, 1m, -1m, 2.50m, 1.005m, 2.345m, -2.345m, 0.5m, 1.5m, 2.5m, -0.5m,
            123456789.987654321m, 0.0001m, 0.00001m, 1e-28m, 1234.5678m, -9876543.21m,
            79228162514264337593543950335m, -79228162514264337593543950335m, 0.999999m,
            99.995m, 0.125m, 1000000m, 1000000.00m, 3.14159265358979323846264338m,
        };
        foreach (decimal v in values)
        {
            Console.Write(v.ToString());
            foreach (string f in formats)
                Console.Write(" [" + f + "]" + Fmt(v, f));
            Console.WriteLine();
        }
        for (int i = 0; i < 150; i++)
        {
            decimal v = Random();
            Console.Write(v);
            for (int k = 0; k < formats.Length; k += 3)
                Console.Write(" " + Fmt(v, formats[(k + i) % formats.Length]));
            Console.WriteLine();
        }
        string[] bad = { "D", "X", "R", "Q", "D2" };
        foreach (string f in bad)
            Console.WriteLine(f + ": " + Fmt(1.5m, f));

        decimal price = 1234.5m;
        decimal qty = 3;
        Console.WriteLine("{0:F2} x {1} = {2:C}", price, qty, price * qty);
        Console.WriteLine("|{0,12:N2}|{1,-10:F1}|{2,8}|", price, -price, 2.50m);
        Console.WriteLine(string.Format("{0:0.000}", 1.0005m));
        Console.WriteLine($"{price} {price:F3} {price,10:N1}| {-price,-12:E2}|{qty:0}");
        Console.WriteLine("total: " + price * qty + "; unit " + price);
        object boxed = 2.50m;
        Console.WriteLine(boxed);
        Console.WriteLine("{0}", boxed);
        Console.WriteLine(boxed.ToString());
        Console.WriteLine(boxed.Equals(2.5m));
        Console.WriteLine(default(decimal));
        Console.WriteLine(new decimal());
        Console.WriteLine(decimal.Zero + " " + decimal.One + " " + decimal.MinusOne);
    }
}
