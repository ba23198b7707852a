// mono: skip-output
// decimal conversions: implicit from the integral types and char (also in
// arguments, array and collection elements, the conditional operator),
// explicit to and from the others with .NET's truncation, rounding (a
// double to 15 significant digits, a float to 7) and OverflowException
// messages; enums; Convert.ToDecimal / ToInt32 (half to even) / ToDouble;
// Equals, GetHashCode, CompareTo and decimal keys in collections. Checked
// against Mono, except (decimal)1.1f: Mono widens the float to double first
// ("1.10000002384186"); .NET rounds a float to 7 digits ("1.1", documented
// for Decimal(Single)), and the line of doubles: Mono prints 15 digits,
// .NET the shortest that round-trips.
using System;
using System.Collections.Generic;

enum Color { Red = 1, Green = 300 }

class P
{
    static decimal Half(decimal x) { return x / 2; }

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
        catch (InvalidCastException e)
        {
            return "InvalidCastException: " + e.Message;
        }
    }

    static void Main()
    {
        Console.WriteLine(Half(5));
        Console.WriteLine(Half('A'));
        long big = 123456789012345L;
        Console.WriteLine(Half(big));
        var list = new List<decimal>();
        list.Add(1);
        list.Add(2.5m);
        list.Add(3);
        decimal sum = 0;
        foreach (var x in list)
            sum += x;
        Console.WriteLine(sum);
        decimal[] arr = { 1, 2, 3.5m };
        Console.WriteLine(arr[2] + arr[0]);
        decimal t = arr.Length > 2 ? 1 : 2.5m;
        Console.WriteLine(t);
        Console.WriteLine((decimal)Color.Green);
        Console.WriteLine((Color)(decimal)300);
        Console.WriteLine((int)12.9m + " " + (long)(-12.9m) + " " + (byte)255.9m + " " + (char)65.2m + " " + (double)1.25m + " " + (float)1.1m);
        float f11 = 1.1f;
        Console.WriteLine((decimal)f11 + " " + (decimal)1e20 + " " + (decimal)123.456 + " " + (decimal)1e-30 + " " + (decimal)(1.0 / 3) + " " + (decimal)(2.0 / 3));
        decimal big3 = 3000000000m, m1 = -1m, huge = decimal.MaxValue;
        double nan = double.NaN, e30 = 1e30, inf = double.PositiveInfinity;
        Console.WriteLine(Try(() => ((int)big3).ToString()));
        Console.WriteLine(Try(() => ((uint)m1).ToString()));
        Console.WriteLine(Try(() => ((byte)m1).ToString()));
        Console.WriteLine(Try(() => ((sbyte)(big3 / 15000000)).ToString()));
        Console.WriteLine(Try(() => ((short)(big3 / 75000)).ToString()));
        Console.WriteLine(Try(() => ((ushort)m1).ToString()));
        Console.WriteLine(Try(() => ((long)huge).ToString()));
        Console.WriteLine(Try(() => ((ulong)huge).ToString()));
        Console.WriteLine(Try(() => ((char)m1).ToString()));
        Console.WriteLine(Try(() => ((ulong)(-0.9m)).ToString()));
        Console.WriteLine(Try(() => ((decimal)nan).ToString()));
        Console.WriteLine(Try(() => ((decimal)e30).ToString()));
        Console.WriteLine(Try(() => ((decimal)inf).ToString()));
        Console.WriteLine(Try(() => ((decimal)(float)e30).ToString()));
        Console.WriteLine((double)huge + " " + (float)huge + " " + (double)0.1m + " " + (double)(1m / 3m));
        uint u = 7;
        ulong ul = ulong.MaxValue;
        short sh = -3;
        sbyte sb = -4;
        byte by = 200;
        ushort us = 60000;
        decimal q = (decimal)u + ul + sh + sb + by + us;
        Console.WriteLine(q);
        Console.WriteLine(1.0m.Equals(1.00m) + " " + 1.0m.GetHashCode().Equals(1.00m.GetHashCode()) + " " + 1.5m.CompareTo(2m));
        Console.WriteLine((-0.0m).GetHashCode() == 0m.GetHashCode());
        Console.WriteLine(1.5m.Equals((object)1.50m) + " " + 1.5m.Equals((object)1.5) + " " + 2m.CompareTo((object)1m) + " " + 2m.CompareTo(null));
        var set = new HashSet<decimal>();
        set.Add(1.0m);
        set.Add(1.00m);
        set.Add(2m);
        Console.WriteLine(set.Count);
        var dict = new Dictionary<decimal, string>();
        dict[1.5m] = "a";
        dict[1.50m] = "b";
        Console.WriteLine(dict.Count + dict[1.500m]);
        Console.WriteLine(decimal.Compare(-1m, 0m) + " " + decimal.Equals(3m, 3.000m));
        for (int i = -3; i <= 3; i++)
        {
            decimal v = i * 0.75m;
            Console.WriteLine(v + ": " + Convert.ToInt32(v) + " " + Convert.ToInt64(v) + " " + (int)v + " " + Convert.ToDouble(v));
        }
        Console.WriteLine(Convert.ToDecimal(12) + " " + Convert.ToDecimal(1.5) + " " + Convert.ToDecimal(true) + " " + Convert.ToDecimal("12.50") + " " + Convert.ToDecimal(2.5f) + " " + Convert.ToDecimal(9L));
        Console.WriteLine(Try(() => Convert.ToDecimal('a').ToString()));
        Console.WriteLine(Try(() => Convert.ToInt32(3000000000.5m).ToString()));
        Console.WriteLine(Convert.ToString(2.50m));
        for (int i = 0; i < 40; i++)
        {
            double d = Math.Pow(10, i - 20) * (1 + i / 8.0);
            Console.WriteLine(Try(() => ((decimal)d).ToString()) + " " + Try(() => ((decimal)(float)(d * 3)).ToString()));
        }
    }
}
