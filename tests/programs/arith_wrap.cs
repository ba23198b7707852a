// Integer arithmetic wraps in C#'s default unchecked context.
using System;

class ArithWrap
{
    static void Main()
    {
        int max = int.MaxValue;
        int min = int.MinValue;
        Console.WriteLine(max + 1);
        Console.WriteLine(min - 1);
        Console.WriteLine(max * 2);
        Console.WriteLine(-min);
        long lmax = long.MaxValue;
        Console.WriteLine(lmax + 1);
        uint u = 0;
        u--;
        Console.WriteLine(u);
        ulong ul = 0;
        ul = ul - 1;
        Console.WriteLine(ul);
        byte b = 255;
        b++;
        Console.WriteLine(b);
        int x = 123456789;
        Console.WriteLine(x * x);
        Console.WriteLine(7 / 2);
        Console.WriteLine(-7 / 2);
        Console.WriteLine(7 % 3);
        Console.WriteLine(-7 % 3);
        Console.WriteLine(7 % -3);
        Console.WriteLine(uint.MaxValue / 3);
        Console.WriteLine(ulong.MaxValue % 10);
        char c = 'a';
        c++;
        Console.WriteLine(c);
        Console.WriteLine(c + 1);
        Console.WriteLine(byte.MaxValue + byte.MaxValue);
        Console.WriteLine(int.MaxValue + 1L);
    }
}
