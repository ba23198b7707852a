// BigInteger's ToString formats (corelib/BigInteger.cs) as .NET 8 prints
// them with the invariant culture: D, G and R (a precision pads, as "D"
// does), N, F, C, P, E, X (the shortest two's complement hex, its first
// digit the sign's), a custom format, composite formatting and
// interpolation; then << and >> (which rounds towards negative infinity)
// and the bitwise operators on the two's complement form.
using System;
using System.Numerics;

class Program
{
    static void Main()
    {
        BigInteger[] xs = { 0, 7, -42, 999999, 123456789, -9876543210, BigInteger.Pow(10, 25) - 1, -BigInteger.Pow(2, 100), BigInteger.Parse("99999999999999999999999999999999999") };
        string[] fs = { "", "D", "D12", "G5", "N", "N0", "F", "F3", "C0", "P0", "E", "e3", "E0", "x", "X4", "R" };
        foreach (BigInteger x in xs)
        {
            Console.Write(x + ":");
            foreach (string f in fs)
                Console.Write(" " + x.ToString(f));
            Console.WriteLine();
        }
        BigInteger[] hs = { 15, 16, 127, 128, 255, 256, 0x8000, -1, -8, -9, -16, -128, -129, -256, -0x8001, BigInteger.Pow(2, 64) - 1, 1 - BigInteger.Pow(2, 64) };
        foreach (BigInteger h in hs)
            Console.Write(h.ToString("X") + " ");
        Console.WriteLine();
        Console.WriteLine(new BigInteger(123456789).ToString("#,##0.00") + " " + new BigInteger(-5).ToString("0000;(0000)"));
        Console.WriteLine($"{BigInteger.Pow(2, 64):N0} [{BigInteger.Pow(2, 64),-25:X}] [{-BigInteger.Pow(3, 30),30}]");
        Console.WriteLine(string.Format("{0:D30} {1:E2} {2}", BigInteger.Pow(7, 20), BigInteger.Pow(7, 20), BigInteger.MinusOne));
        try
        {
            Console.WriteLine(BigInteger.One.ToString("Q"));
        }
        catch (FormatException e)
        {
            Console.WriteLine(e.Message);
        }

        BigInteger one = BigInteger.One;
        Console.WriteLine((one << 100) + " " + ((one << 100) >> 37) + " " + (one << 0) + " " + (one >> 1) + " " + (BigInteger.Pow(3, 50) << -5));
        BigInteger[] ns = { -5, -1, -4096, -BigInteger.Pow(2, 70), -(BigInteger.Pow(2, 70) + 1), BigInteger.Pow(-3, 45) };
        foreach (BigInteger n in ns)
            Console.WriteLine(n + ": " + (n >> 1) + " " + (n >> 12) + " " + (n >> 69) + " " + (n >> 500) + " " + (n << 33));
        BigInteger[] bs = { 0, 0xFF, -12345, BigInteger.Pow(2, 65) + 3, -BigInteger.Pow(2, 65) - 3, BigInteger.Pow(-7, 30) };
        foreach (BigInteger a in bs)
        {
            foreach (BigInteger b in bs)
                Console.Write((a & b) + "," + (a | b) + "," + (a ^ b) + " ");
            Console.WriteLine(~a);
        }
    }
}
