// IFormattable: a struct and a class of the program implementing
// System.IFormattable get the format of a composite item ({0:F}) and of
// an interpolated hole ({x:F}), with alignment; a type that is not
// IFormattable ignores the format (its ToString()); a null reference in a
// formatted hole is empty; a call through the interface.
using System;

struct Temperature : IFormattable
{
    public double Celsius;
    public Temperature(double c) { Celsius = c; }
    public override string ToString() { return ToString("C", null); }
    public string ToString(string format, IFormatProvider provider)
    {
        if (format == null || format == "C")
            return Celsius.ToString("0.0") + " C";
        if (format == "F")
            return (Celsius * 9 / 5 + 32).ToString("0.0") + " F";
        throw new FormatException("The '" + format + "' format is not supported.");
    }
}

class Money : IFormattable
{
    long cents;
    public Money(long c) { cents = c; }
    public string ToString(string format, IFormatProvider provider)
    {
        return format == "short" ? (cents / 100).ToString() : "$" + (cents / 100) + "." + (cents % 100).ToString("00");
    }
    public override string ToString() { return ToString(null, null); }
}

class Plain
{
    public override string ToString() { return "plain"; }
}

class FormattableUser
{
    static void Main()
    {
        Temperature t = new Temperature(21.5);
        Money m = new Money(123456);
        Plain p = new Plain();
        Money none = null;
        Console.WriteLine($"{t} {t:F} {t:C} [{t,12:F}] [{t,-10}]");
        Console.WriteLine(string.Format("{0} {0:F} {1:short} {1} [{2:xyz}] [{3:short}]", t, m, p, none));
        Console.WriteLine($"{m:short} {m} {p:abc} [{none:short}] [{none,5:short}]");
        IFormattable f = t;
        Console.WriteLine(f.ToString("F", null) + " " + ((IFormattable)m).ToString("short", null));
        try
        {
            Console.WriteLine($"{t:K}");
        }
        catch (FormatException e)
        {
            Console.WriteLine("FormatException: " + e.Message);
        }
    }
}
