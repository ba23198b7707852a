// mono: skip-output
// decimal rounding and Math: Math.Round(d), Round(d, n) (half to even;
// decimal.Round too), Floor, Ceiling, Truncate, Abs,
// Sign, Max, Min over fixed values and a deterministic pseudo-random set;
// decimal.Parse / TryParse (invariant NumberStyles.Number) and their
// exceptions; the constants. Checked against Mono, except: the literal
// 0.00m (mcs folds it to a scale-0 zero; .NET keeps "0.00"), and the
// exception messages, which are .NET 8's ("(Parameter 'decimals')", "The
// input string 'abc' was not in a correct format.", the int[] constructor's).
using System;

class P
{
    static uint state = 42;

    static uint Next()
    {
        state = state * 1103515245 + 12345;
        uint hi = state >> 16;
        state = state * 1103515245 + 12345;
        return (hi << 16) | (state >> 16);
    }

    static string Try(Func<string> f)
    {
        try
        {
            return f();
        }
        catch (OverflowException e)
        {
            return "OverflowException: " + e.Message;
        }
        catch (FormatException e)
        {
            return "FormatException: " + e.Message;
        }
        catch (ArgumentException e)
        {
            return "ArgumentException: " + e.Message;
        }
    }

    static void Row(decimal v)
    {
        Console.Write(v + ":");
        Console.Write(" " + Math.Round(v) + " " + Math.Round(v, 1) + " " + Math.Round(v, 2) + " " + decimal.Round(v, 3));
        Console.Write(" " + Math.Floor(v) + " " + Math.Ceiling(v) + " " + Math.Truncate(v) + " " + Math.Abs(v) + " " + Math.Sign(v));
        Console.WriteLine(" " + Math.Max(v, 0.5m) + " " + Math.Min(v, 1) + " " + decimal.Floor(v) + " " + decimal.Ceiling(v) + " " + decimal.Truncate(v));
    }

    static void Main()
    {
        decimal[] values = {
            0m, 0.00m, 0.5m, 1.5m, 2.5m, -0.5m, -1.5m, -2.5m, 2.345m, 2.355m, -2.345m, 1.005m,
            0.125m, 0.135m, 9.995m, -9.995m, 123.456789m, 0.049m, 0.051m, 1.25m, -1.25m, 1.0000m,
            79228162514264337593543950335m, -79228162514264337593543950335m, 7922816251426433759354395033.5m,
            0.0000000000000000000000000001m, -0.9999999999999999999999999999m, 99.9m,
        };
        foreach (decimal v in values)
            Row(v);
        for (int i = 0; i < 60; i++)
        {
            int lo = (int)Next();
            int mid = i % 3 == 0 ? (int)Next() : 0;
            byte scale = (byte)(Next() % 12);
            Row(new decimal(lo, mid, 0, Next() % 2 == 0, scale));
        }
        Console.WriteLine(Try(() => Math.Round(1.5m, 29).ToString()));
        Console.WriteLine(Try(() => Math.Round(1.5m, -1).ToString()));

        string[] texts = {
            "0", "1.5", "-1.50", "+2.250", "  3.75  ", "1,234.56", "1,2,3", ".5", "5.", "-0.00",
            "79228162514264337593543950335", "79228162514264337593543950336", "-79228162514264337593543950335.4",
            "0.00000000000000000000000000015", "0.00000000000000000000000000025", "0.000000000000000000000000000051",
            "1234567890123456789012345678.95", "12345678901234567890123456789.5", "7922816251426433759354395033.55",
            "5-", "1e5", "abc", "", " ", "1.2.3", "--1", "1 2", "0x10", "١", "+", "-", ".", "12,", ",12",
            "00000000000000000000000000000000000001.1", "1.10000000000000000000000000000000000000",
        };
        foreach (string s in texts)
        {
            decimal r;
            bool ok = decimal.TryParse(s, out r);
            Console.WriteLine("[" + s + "] " + Try(() => decimal.Parse(s).ToString()) + " " + ok + " " + r);
        }
        Console.WriteLine(Try(() => decimal.Parse(null).ToString()));
        Console.WriteLine(decimal.MaxValue + " " + decimal.MinValue + " " + decimal.One + " " + decimal.Zero + " " + decimal.MinusOne);
        Console.WriteLine(decimal.Add(1.5m, 2m) + " " + decimal.Subtract(1.5m, 2m) + " " + decimal.Multiply(1.5m, 2m) + " " + decimal.Divide(1.5m, 2m) + " " + decimal.Remainder(7.5m, 2m) + " " + decimal.Negate(1.5m));
        int[] bits = decimal.GetBits(-1.50m);
        Console.WriteLine(bits[0] + " " + bits[1] + " " + bits[2] + " " + bits[3]);
        Console.WriteLine(new decimal(bits) + " " + new decimal(150, 0, 0, true, 2) + " " + new decimal(12L) + " " + new decimal(7u) + " " + new decimal(2.5) + " " + new decimal(0.1f));
        Console.WriteLine(Try(() => new decimal(1, 0, 0, false, 29).ToString()));
        Console.WriteLine(Try(() => new decimal(new int[] { 1, 0, 0, 0x1D0000 }).ToString()));
        Console.WriteLine(Try(() => new decimal(new int[] { 1, 0, 0 }).ToString()));
    }
}
