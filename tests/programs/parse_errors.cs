// mono: skip-output
// .NET 8's parse exceptions and messages ("The input string 'x' was not in
// a correct format.", "Value was either too large or too small for an
// Int32.", "String 'x' was not recognized as a valid Boolean.") and .NET
// Core 3.0+'s IEEE double parsing: "-0" is negative zero, "infinity" and
// "nan" in any case, out-of-range values are infinities or zeros (the
// nearest double), where Mono 6.8 differs.
using System;

class ParseErrors
{
    static void Try(int which)
    {
        try
        {
            if (which == 0) int.Parse("12x");
            else if (which == 1) int.Parse("2147483648");
            else if (which == 2) uint.Parse("-1");
            else if (which == 3) long.Parse("9223372036854775808");
            else if (which == 4) ulong.Parse("18446744073709551616");
            else if (which == 5) byte.Parse("256");
            else if (which == 6) int.Parse(null);
            else if (which == 7) double.Parse("1.2.3");
            else if (which == 8) double.Parse(null);
            else if (which == 9) bool.Parse("yes");
            else if (which == 10) bool.Parse(null);
            else if (which == 11) int.Parse("");
            else if (which == 12) Convert.ToInt32(3e9);
            else if (which == 13) Convert.ToByte(-1);
            else if (which == 14) Convert.ToChar(70000);
            else if (which == 15) Convert.ToInt32("7z", 16);
            else if (which == 16) Convert.ToInt32("x", 10);
            else if (which == 17) Convert.ToInt32("12", 7);
            else if (which == 18) Convert.ToString(5L, 3);
            else if (which == 19) Convert.ToInt64(1e19);
            else if (which == 20) Convert.ToInt32("-1", 16);
            else if (which == 21) Convert.ToChar("ab");
            else Convert.ToUInt64(-1.0);
            Console.WriteLine(which + ": no exception");
        }
        catch (Exception e)
        {
            Console.WriteLine(which + ": " + e.Message);
        }
    }

    static void Main()
    {
        for (int i = 0; i <= 22; i++)
            Try(i);
        double d;
        string[] ieee = { "-0", "infinity", "-INFINITY", "+Infinity", "nan", "NAN", "1e400", "-1e400", "2.4703282292062327e-324",
                          "2.4703282292062328e-324", "\u221e", "-\u221e", "9007199254740993", "0.1000000000000000055511151231257827" };
        for (int i = 0; i < ieee.Length; i++)
        {
            bool ok = double.TryParse(ieee[i], out d);
            Console.WriteLine("[" + ieee[i] + "] " + ok + " " + d.ToString("R") + " " + (d == 0 && 1 / d < 0));
        }
    }
}
