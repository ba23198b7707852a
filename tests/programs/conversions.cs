// Numeric conversions: implicit widening, explicit truncation and wrapping,
// double to integer truncation toward zero, char <-> integer.
using System;

class Conversions
{
    static void Main()
    {
        int i = -1;
        long l = i;
        Console.WriteLine(l);
        Console.WriteLine((uint)i);
        Console.WriteLine((ulong)i);
        Console.WriteLine((byte)i);
        int i300 = 300;
        Console.WriteLine((byte)i300);
        long big = 0x123456789;
        Console.WriteLine((int)big);
        Console.WriteLine((uint)big);
        ulong ubig = ulong.MaxValue;
        Console.WriteLine((long)ubig);
        Console.WriteLine((int)ubig);
        double d = 3.99;
        Console.WriteLine((int)d);
        Console.WriteLine((int)-3.99);
        Console.WriteLine((long)1e10);
        Console.WriteLine((byte)200.7);
        char c = (char)66;
        Console.WriteLine(c);
        int ci = 'Z';
        Console.WriteLine(ci);
        Console.WriteLine((char)('a' + 2));
        double fromInt = 7;
        Console.WriteLine(fromInt / 2);
        double fromLong = long.MaxValue;
        Console.WriteLine(fromLong > 9e18);
        uint u = 4000000000;
        double du = u;
        Console.WriteLine(du > 3e9);
        Console.WriteLine((double)ulong.MaxValue > 1e19);
        byte by = 10;
        int sum = by + by;
        Console.WriteLine(sum);
        ulong mix = u + 1UL;
        Console.WriteLine(mix);
        long ml = u + i;
        Console.WriteLine(ml);
    }
}
