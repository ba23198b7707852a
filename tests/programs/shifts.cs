// Shifts: counts are masked (5 bits for int/uint, 6 for long/ulong); >> is
// arithmetic on signed types and logical on unsigned ones.
using System;

class Shifts
{
    static void Main()
    {
        int one = 1;
        Console.WriteLine(one << 31);
        Console.WriteLine(one << 32);
        Console.WriteLine(one << 33);
        int n = 40;
        Console.WriteLine(one << n);
        Console.WriteLine(-16 >> 2);
        Console.WriteLine(-1 >> 31);
        uint u = 0x80000000;
        Console.WriteLine(u >> 31);
        Console.WriteLine(u >> 32);
        long l = 1;
        Console.WriteLine(l << 63);
        Console.WriteLine(l << 64);
        Console.WriteLine(l << 65);
        Console.WriteLine(long.MinValue >> 63);
        ulong ul = 0x8000000000000000;
        Console.WriteLine(ul >> 63);
        int neg = -1;
        Console.WriteLine(one << neg);
        byte b = 0x81;
        Console.WriteLine(b << 1);
        Console.WriteLine(b >> 1);
        int x = 5;
        x <<= 3;
        Console.WriteLine(x);
        x >>= 1;
        Console.WriteLine(x);
        Console.WriteLine(~0);
        Console.WriteLine(~0u);
        Console.WriteLine(0x0F & 0x3C);
        Console.WriteLine(0x0F | 0x30);
        Console.WriteLine(0x0F ^ 0xFF);
    }
}
