// Integer ToString(format) for int, uint, long, ulong and byte: the standard
// formats D X B(.NET 8) C E F G N P with and without precision, and custom
// formats (digit placeholders, grouping, scaling commas, percent, exponent,
// sections, literals, escapes), over edge values and a pseudo-random spread.
using System;

class FormatIntegers
{
    static readonly string[] Formats = {
        "", "D", "D1", "D6", "d12", "X", "X2", "x", "x10", "C", "C0", "c3", "E", "E0", "e3", "E10",
        "F", "F0", "f1", "F4", "G", "G1", "G2", "g4", "G10", "N", "N0", "n1", "N4", "P", "P0", "p1",
        "0", "00000", "#", "#,#", "#,##0", "#,##0.00", "0.###", "#0.0#", "0,", "#,##0,,", "0,.00",
        "#%", "0.0%", "0\u2030", "0.0E+0", "0.00e-00", "#E0", "00E+000", "0.###E+0",
        "#;(#);zero", "0;-0", "+0;-0;0", "##;;z", ";;", "'q'0\\#", "\"[\"0\"]\"", "[0]", "#,##0;(#,##0);-",
        "0 'a;b' 0", "\\0\\#0", "000-00-0000", "#.#.#", "(###) ###-####", "0.00E", "0E"
    };

    static ulong state = 12345;

    static ulong Next()
    {
        state = state * 6364136223846793005UL + 1442695040888963407UL;
        return state;
    }

    static void Main()
    {
        int[] ints = { 0, 1, -1, 5, 9, 10, -10, 42, 99, 100, 255, 999, 1000, -1000, 1500, 12345, -54321,
                       99999, 123456, 999999, 1000000, 1234567, -7654321, 99999999, 123456789, 1000000000,
                       int.MaxValue, int.MinValue, int.MinValue + 1 };
        for (int i = 0; i < ints.Length; i++)
            Int(ints[i]);
        for (int i = 0; i < 40; i++)
        {
            ulong r = Next();
            int shift = (int)(r % 31);
            Int((int)(r >> 32) >> shift);
        }
        uint[] uints = { 0, 7, 4294967295, 2147483648, 3000000000, 65535 };
        for (int i = 0; i < uints.Length; i++)
            UInt(uints[i]);
        long[] longs = { 0, -1, 1234567890123, -9876543210987, long.MaxValue, long.MinValue, 1000000000000000000,
                         999999999999999999, 4611686018427387904 };
        for (int i = 0; i < longs.Length; i++)
            Long(longs[i]);
        for (int i = 0; i < 20; i++)
        {
            ulong r = Next();
            Long((long)r >> (int)(r % 63));
        }
        ulong[] ulongs = { 0, 1, ulong.MaxValue, 9223372036854775808, 10000000000000000000, 12345678901234567890 };
        for (int i = 0; i < ulongs.Length; i++)
            ULong(ulongs[i]);
        byte[] bytes = { 0, 1, 15, 16, 127, 128, 200, 255 };
        for (int i = 0; i < bytes.Length; i++)
            Byte(bytes[i]);
    }

    static void Int(int v)
    {
        string line = "int " + v.ToString() + ":";
        for (int j = 0; j < Formats.Length; j++)
            line = line + " |" + v.ToString(Formats[j]);
        Console.WriteLine(line);
    }

    static void UInt(uint v)
    {
        string line = "uint " + v.ToString() + ":";
        for (int j = 0; j < Formats.Length; j++)
            line = line + " |" + v.ToString(Formats[j]);
        Console.WriteLine(line);
    }

    static void Long(long v)
    {
        string line = "long " + v.ToString() + ":";
        for (int j = 0; j < Formats.Length; j++)
            line = line + " |" + v.ToString(Formats[j]);
        Console.WriteLine(line);
    }

    static void ULong(ulong v)
    {
        string line = "ulong " + v.ToString() + ":";
        for (int j = 0; j < Formats.Length; j++)
            line = line + " |" + v.ToString(Formats[j]);
        Console.WriteLine(line);
    }

    static void Byte(byte v)
    {
        string line = "byte " + v.ToString() + ":";
        for (int j = 0; j < Formats.Length; j++)
            line = line + " |" + v.ToString(Formats[j]);
        Console.WriteLine(line);
    }
}
