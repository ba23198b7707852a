// mono: skip-output
// double.ToString(format) as .NET Core 3.0+ formats it: digits from the
// exact binary value, correctly rounded with ties to even for F/E/N/P/C/G
// with a precision, the shortest round-trip digits for ""/G/R (scientific
// from exponent 17 or below -4). Mono 6.8 rounds doubles to 15 digits first,
// so the expected output is .NET's, computed from the exact values.
using System;

class FormatDoubles
{
    static readonly string[] Formats = {
        "", "R", "G", "G1", "G2", "g3", "G5", "G10", "G15", "G17", "E", "E0", "e2", "E5", "E16",
        "F", "F0", "F1", "f3", "F10", "N", "N0", "n1", "N3", "P", "P0", "p1", "C", "C0", "c4"
    };

    static ulong state = 987654321;

    static ulong Next()
    {
        state = state * 6364136223846793005UL + 1442695040888963407UL;
        return state;
    }

    static void Main()
    {
        double[] vs = { 0.0, -0.0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 1.005, 2.675, 0.1, 0.2, 0.3,
                        1.0 / 3, 2.0 / 3, 3.14159265358979, 2.718281828459045, 1e-5, 1.5e-5, 0.0001, 0.00012345,
                        123.456, 999.9995, 9.5, 99.5, 0.045, 0.055, 12345.6789, -12345.6789, 1e14, 1e15, 1e16,
                        1e17, 123456789012345678.0, 9007199254740992.0, 9007199254740993.0, 1e21, 1.7976931348623157E+308,
                        4.94065645841247E-324, 2.2250738585072014E-308, 1e-300, 6.02214076e23, -273.15, 0.000999,
                        0.0009995, 5e-5, 0.99999, 999999.5, 1234567.125, 0.1 + 0.2, 100, 1000000, -0.0001 };
        for (int i = 0; i < vs.Length; i++)
            Print(vs[i]);
        for (int i = 0; i < 120; i++)
        {
            ulong r = Next();
            double m = (double)(r >> 11) / 9007199254740992.0;
            int e = (int)(r % 41) - 20;
            double v = m;
            for (int k = 0; k < e; k++)
                v *= 10;
            for (int k = 0; k > e; k--)
                v /= 10;
            if ((r & 1024) != 0)
                v = -v;
            Print(v);
        }
    }

    static void Print(double v)
    {
        string line = v.ToString("R") + ":";
        for (int j = 0; j < Formats.Length; j++)
            line = line + " |" + v.ToString(Formats[j]);
        Console.WriteLine(line);
    }
}
