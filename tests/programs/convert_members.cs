// System.Convert: checked numeric conversions, doubles to integers with
// banker's rounding, bool/char/string conversions, and integers to and
// from bases 2, 8, 10 and 16 (two's complement outside base 10).
using System;

class ConvertMembers
{
    static void Main()
    {
        double[] ds = { 0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 2.4999, 2.5001, 1e9, -2147483648.4, 2147483647.4 };
        for (int i = 0; i < ds.Length; i++)
            Console.Write(Convert.ToInt32(ds[i]) + " " + Convert.ToInt64(ds[i]) + "; ");
        Console.WriteLine();
        Console.WriteLine(Convert.ToUInt32(4294967294.6) + " " + Convert.ToUInt64(1e19) + " " + Convert.ToByte(254.5) + " " + Convert.ToByte(255.4));
        Console.WriteLine(Convert.ToInt32(true) + " " + Convert.ToInt32('A') + " " + Convert.ToInt32((byte)200) + " " + Convert.ToInt32(7u) + " " + Convert.ToInt32(-5L) + " " + Convert.ToInt32(9UL) + " " + Convert.ToInt32("  -77 ") + " " + Convert.ToInt32((string)null));
        Console.WriteLine(Convert.ToInt64(false) + " " + Convert.ToInt64('z') + " " + Convert.ToInt64(4000000000u) + " " + Convert.ToInt64("123456789012") + " " + Convert.ToUInt32(5) + " " + Convert.ToUInt64(6L) + " " + Convert.ToByte('x') + " " + Convert.ToByte("17"));
        Console.WriteLine(Convert.ToChar(65) + " " + Convert.ToChar(97L) + " " + Convert.ToChar((byte)48) + " " + Convert.ToChar("Q") + " " + (int)Convert.ToChar(65535));
        Console.WriteLine(Convert.ToBoolean(0) + " " + Convert.ToBoolean(-3) + " " + Convert.ToBoolean(0.0) + " " + Convert.ToBoolean(0.1) + " " + Convert.ToBoolean("TRUE") + " " + Convert.ToBoolean(" false ") + " " + Convert.ToBoolean((string)null) + " " + Convert.ToBoolean(5UL));
        Console.WriteLine(Convert.ToDouble(3) + " " + Convert.ToDouble(true) + " " + Convert.ToDouble("2.5") + " " + Convert.ToDouble(-7L) + " " + Convert.ToDouble((byte)9) + " " + Convert.ToDouble((string)null));
        Console.WriteLine(Convert.ToString(true) + " " + Convert.ToString('c') + " " + Convert.ToString(12) + " " + Convert.ToString(-12L) + " " + Convert.ToString(2.5) + " " + Convert.ToString((object)null) + "|" + Convert.ToString("s"));
        long[] ls = { 0, 1, 5, 255, 256, -1, -256, 1234567890123, long.MaxValue, long.MinValue };
        int[] bases = { 2, 8, 10, 16 };
        for (int i = 0; i < ls.Length; i++)
        {
            string line = ls[i] + ":";
            for (int b = 0; b < bases.Length; b++)
            {
                string s = Convert.ToString(ls[i], bases[b]);
                line = line + " " + s + "=" + Convert.ToInt64(s, bases[b]);
            }
            Console.WriteLine(line);
        }
        int[] ints = { 0, 7, -1, -2147483648, 2147483647, 1000 };
        for (int i = 0; i < ints.Length; i++)
        {
            string line = ints[i] + ":";
            for (int b = 0; b < bases.Length; b++)
            {
                string s = Convert.ToString(ints[i], bases[b]);
                line = line + " " + s + "=" + Convert.ToInt32(s, bases[b]);
            }
            Console.WriteLine(line);
        }
        Console.WriteLine(Convert.ToString((byte)200, 2) + " " + Convert.ToString((byte)200, 16) + " " + Convert.ToByte("ff", 16) + " " + Convert.ToByte("11111111", 2));
        Console.WriteLine(Convert.ToInt32("0x1F", 16) + " " + Convert.ToInt32("0X1f", 16) + " " + Convert.ToInt32("FFFFFFFF", 16) + " " + Convert.ToInt32("777", 8) + " " + Convert.ToInt32("-42", 10) + " " + Convert.ToInt32("+42", 10) + " " + Convert.ToInt64("8000000000000000", 16) + " " + Convert.ToInt32(null, 16));
        int[] bad = { 0, 1, 2, 3, 4, 5, 6, 7 };
        for (int i = 0; i < bad.Length; i++)
        {
            try
            {
                if (i == 0) Convert.ToInt32(2147483647.5);
                else if (i == 1) Convert.ToInt32(double.NaN);
                else if (i == 2) Convert.ToInt32(3000000000u);
                else if (i == 3) Convert.ToUInt32(-1);
                else if (i == 4) Convert.ToByte(256);
                else if (i == 5) Convert.ToChar(-1);
                else if (i == 6) Convert.ToInt32("12", 16).ToString();
                else Convert.ToInt32("1g", 16);
                Console.WriteLine(i + ": no exception");
            }
            catch (OverflowException)
            {
                Console.WriteLine(i + ": OverflowException");
            }
            catch (FormatException)
            {
                Console.WriteLine(i + ": FormatException");
            }
        }
    }
}
