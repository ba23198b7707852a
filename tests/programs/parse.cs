// int.Parse and long.Parse: signs, surrounding whitespace, limits, and the
// FormatException / OverflowException / ArgumentNullException of bad input.
using System;

class Parse
{
    static void TryInt(string s)
    {
        try { Console.WriteLine(int.Parse(s)); }
        catch (FormatException) { Console.WriteLine("format: [" + s + "]"); }
        catch (OverflowException) { Console.WriteLine("overflow: " + s); }
        catch (ArgumentNullException) { Console.WriteLine("null"); }
    }

    static void Main()
    {
        TryInt("0");
        TryInt("123");
        TryInt("-45");
        TryInt("+7");
        TryInt(" 12 ");
        TryInt("2147483647");
        TryInt("-2147483648");
        TryInt("2147483648");
        TryInt("-2147483649");
        TryInt("");
        TryInt("12a");
        TryInt("--1");
        TryInt("0x10");
        TryInt(null);
        TryInt("007");
        Console.WriteLine(long.Parse("9223372036854775807"));
        Console.WriteLine(long.Parse("-9223372036854775808"));
        try { Console.WriteLine(long.Parse("9223372036854775808")); }
        catch (OverflowException) { Console.WriteLine("long overflow"); }
        try { Console.WriteLine(long.Parse("1.5")); }
        catch (FormatException) { Console.WriteLine("long format"); }
        Console.WriteLine(int.Parse("10") + long.Parse("20"));
    }
}
