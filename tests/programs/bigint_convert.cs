// BigInteger's conversions (corelib/BigInteger.cs): implicit from every
// integral type and char, explicit to them with .NET 8's overflow messages
// (which check fails decides the text), from and to double, float and
// decimal, little-endian two's complement bytes, and the exceptions of
// division by zero and of Parse.
using System;
using System.Numerics;

class Program
{
    static void Try(string what, Func<object> f)
    {
        try
        {
            Console.WriteLine(what + ": " + f());
        }
        catch (Exception e)
        {
            Console.WriteLine(what + ": " + e.GetType().Name + ": " + e.Message);
        }
    }

    static void Main()
    {
        byte b = 200;
        sbyte sb = -100;
        short s = -30000;
        ushort us = 60000;
        char c = 'A';
        uint ui = 4000000000;
        long l = long.MinValue;
        ulong ul = ulong.MaxValue;
        BigInteger[] all = { b, sb, s, us, c, int.MinValue, ui, l, ul };
        Console.WriteLine(string.Join(" ", all));
        Console.WriteLine(new BigInteger(-5) + " " + new BigInteger(5u) + " " + new BigInteger(long.MaxValue) + " " + new BigInteger(ulong.MaxValue));

        BigInteger big = BigInteger.Pow(10, 20);
        Try("int small", () => (int)(BigInteger)(-123));
        Try("int min", () => (int)(BigInteger)int.MinValue);
        Try("int 2^31", () => (int)(BigInteger)2147483648L);
        Try("int -2^31-1", () => (int)(BigInteger)(-2147483649L));
        Try("int 10^20", () => (int)big);
        Try("uint max", () => (uint)(BigInteger)uint.MaxValue);
        Try("uint -1", () => (uint)(BigInteger)(-1));
        Try("uint -2^32", () => (uint)(-BigInteger.Pow(2, 32)));
        Try("uint 2^32", () => (uint)BigInteger.Pow(2, 32));
        Try("long min", () => (long)(BigInteger)long.MinValue);
        Try("long max+1", () => (long)((BigInteger)long.MaxValue + 1));
        Try("long min-1", () => (long)((BigInteger)long.MinValue - 1));
        Try("long 10^20", () => (long)big);
        Try("ulong max", () => (ulong)(BigInteger)ulong.MaxValue);
        Try("ulong -1", () => (ulong)(BigInteger)(-1));
        Try("ulong -2^40", () => (ulong)(-BigInteger.Pow(2, 40)));
        Try("ulong 2^64", () => (ulong)BigInteger.Pow(2, 64));
        Try("byte 255", () => (byte)(BigInteger)255);
        Try("byte 256", () => (byte)(BigInteger)256);
        Try("byte 10^20", () => (byte)big);
        Try("sbyte -129", () => (sbyte)(BigInteger)(-129));
        Try("short 40000", () => (short)(BigInteger)40000);
        Try("ushort -1", () => (ushort)(BigInteger)(-1));
        Try("char 66", () => (char)(BigInteger)66);

        Try("double 2^100", () => (double)BigInteger.Pow(2, 100) == Math.Pow(2, 100));
        Try("double 2^80+1", () => (double)(BigInteger.Pow(2, 80) + 1) == Math.Pow(2, 80));
        Try("double -10^20", () => (double)(-big));
        Try("double 2^1024", () => (double)BigInteger.Pow(2, 1024));
        Try("double -3^700", () => (double)BigInteger.Pow(-3, 701));
        Try("float 10^20", () => (float)big);
        Try("from 1e30", () => new BigInteger(1e30));
        Try("from -2.9", () => (BigInteger)(-2.9));
        Try("from 0.5", () => (BigInteger)0.5);
        Try("from 2^70 float", () => (BigInteger)1.1805916e21f);
        Try("from NaN", () => new BigInteger(double.NaN));
        Try("from infinity", () => (BigInteger)double.NegativeInfinity);
        Try("from decimal", () => new BigInteger(-79228162514264337593543950335m));
        Try("from 12.99m", () => (BigInteger)12.99m);
        Try("to decimal", () => (decimal)(BigInteger.Pow(2, 96) - 1));
        Try("to decimal -7", () => (decimal)(BigInteger)(-7));
        Try("to decimal 2^96", () => (decimal)BigInteger.Pow(2, 96));

        BigInteger[] vs = { 0, 1, -1, 127, 128, -128, -129, 255, 256, -256, 65535, BigInteger.Pow(2, 64), -BigInteger.Pow(2, 64) };
        foreach (BigInteger v in vs)
        {
            byte[] bytes = v.ToByteArray();
            Console.WriteLine(v + ": " + BitConverter.ToString(bytes) + " " + (new BigInteger(bytes) == v));
        }
        Console.WriteLine(new BigInteger(new byte[] { 0xFF, 0xFF, 0x7F }) + " " + new BigInteger(new byte[] { 0x00, 0x80 }) + " " + new BigInteger(new byte[0]));

        BigInteger x = BigInteger.Parse("-98765432109876543210");
        Try("x / 0", () => x / 0);
        Try("x % 0", () => x % BigInteger.Zero);
        Try("DivRem 0", () => { BigInteger r; return BigInteger.DivRem(x, 0, out r); });
        Try("ModPow 0", () => BigInteger.ModPow(x, 2, 0));
        Try("Parse 12a", () => BigInteger.Parse("12a"));
        Try("Parse empty", () => BigInteger.Parse(""));
        Try("Parse ok", () => BigInteger.Parse(" \t-42\n"));
    }
}
