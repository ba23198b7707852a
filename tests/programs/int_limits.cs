// MaxValue and MinValue of every integral type, their types in arithmetic,
// and constant folding with them.
using System;

class IntLimits
{
    const long Span = (long)int.MaxValue - int.MinValue;

    static void Main()
    {
        Console.WriteLine(byte.MinValue + " " + byte.MaxValue);
        Console.WriteLine((int)char.MinValue + " " + (int)char.MaxValue);
        Console.WriteLine(int.MinValue + " " + int.MaxValue);
        Console.WriteLine(uint.MinValue + " " + uint.MaxValue);
        Console.WriteLine(long.MinValue + " " + long.MaxValue);
        Console.WriteLine(ulong.MinValue + " " + ulong.MaxValue);
        Console.WriteLine(Span);
        Console.WriteLine(uint.MaxValue + 1L);
        Console.WriteLine(byte.MaxValue * 2);
        int i = int.MaxValue;
        i++;
        Console.WriteLine(i == int.MinValue);
        ulong u = ulong.MaxValue;
        u++;
        Console.WriteLine(u == ulong.MinValue);
        Console.WriteLine(long.MaxValue.ToString().Length);
    }
}
