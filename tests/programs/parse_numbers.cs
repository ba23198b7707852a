// Parse and TryParse of int, uint, long, ulong, byte, double and bool:
// white space around, one sign, trailing NULs, the range limits, and
// which inputs are format errors and which overflow (the messages, which
// differ on Mono 6.8, and .NET Core 3.0+'s IEEE parsing of -0, infinity,
// nan and out-of-range values are in parse_errors.cs).
using System;

class ParseNumbers
{
    static void Int(string s)
    {
        int v;
        bool ok = int.TryParse(s, out v);
        string what;
        try
        {
            what = int.Parse(s).ToString();
        }
        catch (FormatException)
        {
            what = "FormatException";
        }
        catch (OverflowException)
        {
            what = "OverflowException";
        }
        catch (ArgumentNullException)
        {
            what = "ArgumentNullException";
        }
        Console.WriteLine("int [" + s + "] " + ok + " " + v + " " + what);
    }

    static void Others(string s)
    {
        uint u;
        long l;
        ulong ul;
        byte b;
        bool okU = uint.TryParse(s, out u);
        bool okL = long.TryParse(s, out l);
        bool okUL = ulong.TryParse(s, out ul);
        bool okB = byte.TryParse(s, out b);
        Console.WriteLine("[" + s + "] uint " + okU + " " + u + " long " + okL + " " + l + " ulong " + okUL + " " + ul + " byte " + okB + " " + b);
    }

    static void Dbl(string s)
    {
        double d;
        bool ok = double.TryParse(s, out d);
        Console.WriteLine("double [" + s + "] " + ok + " " + (ok ? d.ToString("E16") : "-") + " " + (d == 0 && 1 / d < 0));
    }

    static void Bool(string s)
    {
        bool v;
        bool ok = bool.TryParse(s, out v);
        Console.WriteLine("bool [" + s + "] " + ok + " " + v);
    }

    static void Main()
    {
        string[] ints = { "0", "42", "-42", "+7", "  12  ", "\t-3\n", "2147483647", "-2147483648", "2147483648", "-2147483649",
                          "99999999999999999999", "", " ", "-", "+", "1 2", "12a", "0x10", "1.0", "1e3", "--1", "+-1", "007", "5\0\0", "\u00a05", "\u0663" };
        for (int i = 0; i < ints.Length; i++)
            Int(ints[i]);
        Int(null);
        string[] others = { "0", "-0", "-1", "255", "256", "4294967295", "4294967296", "9223372036854775807", "9223372036854775808",
                            "-9223372036854775808", "-9223372036854775809", "18446744073709551615", "18446744073709551616", " 17 " };
        for (int i = 0; i < others.Length; i++)
            Others(others[i]);
        string[] doubles = { "0", "1.5", "-2.25", "  3.75  ", "1e10", "1E-5", "-1.5e+3", ".5", "5.", "1,000.25", "1,2,3", "1e", "e5",
                             "1.2.3", "", "Infinity", "-Infinity", "NaN", "1e-400", "0.1", "123456789012345678901234567890",
                             "4.9e-324", "1.7976931348623157e308", "abc", "1 000" };
        for (int i = 0; i < doubles.Length; i++)
            Dbl(doubles[i]);
        string[] bools = { "True", "false", "TRUE", " true ", "fAlSe\0", "yes", "1", "", "True!" };
        for (int i = 0; i < bools.Length; i++)
            Bool(bools[i]);
        Bool(null);
        Console.WriteLine(bool.Parse("true") + " " + bool.Parse(" False ") + " " + bool.TrueString + bool.FalseString);
        Console.WriteLine(long.Parse("-9223372036854775808") + " " + ulong.Parse("18446744073709551615") + " " + uint.Parse("4294967295") + " " + byte.Parse("255"));
        Console.WriteLine(double.Parse("2.5") * 2 + " " + double.Parse("-1e2"));
    }
}
