// decimal + - * / % and unary -, ++, -- over a fixed table of values and a
// deterministic pseudo-random set (96-bit integers with scales 0..28): exact
// results keep their scale (2.50 * 2 = 5.00, 1.0 + 1.00 = 2.00); results
// past 96 bits or scale 28 round half to even; OverflowException and
// DivideByZeroException with .NET's messages. Checked against Mono, whose
// decimal arithmetic is .NET's.
using System;

class P
{
    static uint state = 12345;

    static uint Next()
    {
        state = state * 1103515245 + 12345;
        uint hi = state >> 16;
        state = state * 1103515245 + 12345;
        return (hi << 16) | (state >> 16);
    }

    static decimal Random()
    {
        uint kind = Next() % 4;
        int lo = (int)Next();
        int mid = kind == 0 ? 0 : (int)Next();
        int hi = kind <= 1 ? 0 : kind == 2 ? (int)(Next() % 1000) : (int)Next();
        byte scale = (byte)(Next() % 29);
        return new decimal(lo, mid, hi, Next() % 2 == 0, scale);
    }

    static string Op(decimal a, decimal b, int op)
    {
        try
        {
            switch (op)
            {
                case 0: return (a + b).ToString();
                case 1: return (a - b).ToString();
                case 2: return (a * b).ToString();
                case 3: return (a / b).ToString();
                default: return (a % b).ToString();
            }
        }
        catch (OverflowException e)
        {
            return "OverflowException: " + e.Message;
        }
        catch (DivideByZeroException e)
        {
            return "DivideByZeroException: " + e.Message;
        }
    }

    static void Table(decimal[] v)
    {
        string[] names = { "+", "-", "*", "/", "%" };
        for (int i = 0; i < v.Length; i++)
            for (int j = 0; j < v.Length; j++)
                for (int op = 0; op < 5; op++)
                    Console.WriteLine(v[i] + " " + names[op] + " " + v[j] + " = " + Op(v[i], v[j], op));
    }

    static void Main()
    {
        decimal[] fixedValues = {
            0m, 1m, -1m, 0.5m, 2.50m, 1.0m, 1.00m, 3m, 7m, 0.1m, -0.3m,
            0.3333333333333333333333333333m, 123456789.123456789m, -98765.4321m,
            79228162514264337593543950335m, -79228162514264337593543950335m,
            0.0000000000000000000000000001m, 12345678901234567890.12345678m,
            99999999999999999999999999.99m, 2.5m, -2.5m, 1000000m, 0.07m,
            7922816251426433759354395033.5m, 1e-5m, 4294967296m, 18446744073709551616m,
        };
        Table(fixedValues);
        decimal[] rnd = new decimal[24];
        for (int i = 0; i < rnd.Length; i++)
            rnd[i] = Random();
        Table(rnd);

        decimal c = 1.5m;
        c++;
        Console.WriteLine(c);
        c--;
        c--;
        Console.WriteLine(c);
        Console.WriteLine(c++ + " " + c + " " + ++c + " " + --c + " " + c-- + " " + c);
        decimal m = decimal.MaxValue;
        try
        {
            m++;
            Console.WriteLine("no overflow");
        }
        catch (OverflowException e)
        {
            Console.WriteLine("++ MaxValue: " + e.Message);
        }
        Console.WriteLine(-c);
        Console.WriteLine(+c);
        Console.WriteLine(-(-0.0m));
        decimal sum = 0;
        for (int i = 1; i <= 100; i++)
            sum += 1m / i;
        Console.WriteLine(sum);
        decimal prod = 1;
        for (int i = 0; i < 30; i++)
            prod *= 1.1m;
        Console.WriteLine(prod);
        decimal money = 0;
        for (int i = 0; i < 1000; i++)
            money += 0.01m;
        Console.WriteLine(money);
        Console.WriteLine(money == 10m);
        decimal q = 100m;
        q /= 7;
        q *= 7;
        q -= 0.5m;
        q %= 3;
        Console.WriteLine(q);
    }
}
