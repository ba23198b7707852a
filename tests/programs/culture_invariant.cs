// CultureInfo.InvariantCulture (also the current culture): the culture
// overloads of ToString, Parse, string.Format and Convert format and parse
// as the overloads without one; setting the current culture to it.
using System;
using System.Globalization;
using System.Threading;

class Program
{
    static void Main()
    {
        CultureInfo inv = CultureInfo.InvariantCulture;
        Thread.CurrentThread.CurrentCulture = inv;
        CultureInfo.CurrentCulture = CultureInfo.InvariantCulture;
        Console.WriteLine("[" + inv.Name + "] " + (CultureInfo.CurrentCulture == inv) + " " + (Thread.CurrentThread.CurrentCulture == inv));

        double d = 1234.5678;
        Console.WriteLine(d.ToString(inv) + " " + d.ToString("F2", inv) + " " + d.ToString("N1", CultureInfo.InvariantCulture));
        Console.WriteLine((-42).ToString("D5", inv) + " " + 255L.ToString("X", inv) + " " + 3.5f.ToString(inv) + " " + 12.50m.ToString(inv) + " " + 0.25m.ToString("P0", inv));
        byte b = 200; short s = -300; ushort us = 65000; sbyte sb = -5; uint ui = 4000000000; ulong ul = 18000000000000000000;
        Console.WriteLine(b.ToString(inv) + " " + s.ToString("N0", inv) + " " + us.ToString(inv) + " " + sb.ToString(inv) + " " + ui.ToString("N0", inv) + " " + ul.ToString(inv));

        Console.WriteLine(double.Parse("2.5e3", inv) + int.Parse(" 17 ", inv) + long.Parse("-9", inv));
        Console.WriteLine(decimal.Parse("1,234.50", inv) + " " + float.Parse("0.1", inv) + " " + byte.Parse("255", inv) + " " + short.Parse("-7", inv));
        Console.WriteLine(string.Format(inv, "{0:F3}|{1,6}|{2:X2}", Math.PI, "ab", 171));
        Console.WriteLine(string.Format(CultureInfo.InvariantCulture, "{0} {1} {2} {3}", 1, 2.5, 'c', "d"));
        Console.WriteLine(Convert.ToDouble("0.125", inv) + Convert.ToInt32("40", inv) + Convert.ToInt64("2", inv) + " " + Convert.ToString(1.5, inv) + Convert.ToString(7, inv) + " " + Convert.ToDecimal("3.10", inv) + Convert.ToString(2.00m, inv));
        try
        {
            double.Parse("1,5x", inv);
        }
        catch (FormatException)
        {
            Console.WriteLine("FormatException");
        }
    }
}
