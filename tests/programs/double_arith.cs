// double arithmetic: + - * / %, comparisons involving NaN (all false but
// !=), signed zero equality, infinities, Math.Sqrt, and integer/double
// mixing. Printed values are ones Mono and .NET format alike.
using System;

class DoubleArith
{
    static void Main()
    {
        double a = 7.5, b = 2;
        Console.WriteLine(a + b);
        Console.WriteLine(a - b);
        Console.WriteLine(a * b);
        Console.WriteLine(a / b);
        Console.WriteLine(a % b);
        Console.WriteLine(-a % b);
        double zero = 0;
        double nan = zero / zero;
        Console.WriteLine(nan == nan);
        Console.WriteLine(nan != nan);
        Console.WriteLine(nan < 1 || nan > 1 || nan <= 1 || nan >= 1);
        Console.WriteLine(double.IsNaN(nan) && !double.IsNaN(a));
        Console.WriteLine(-zero == zero);
        double inf = 1 / zero;
        Console.WriteLine(inf > 1e308 && -inf < -1e308);
        Console.WriteLine(double.IsNaN(inf - inf));
        Console.WriteLine(inf == inf + 1);
        int i = 3;
        Console.WriteLine(i / 2 + " " + i / 2.0);
        long big = 1L << 53;
        double d = big;
        Console.WriteLine(d + 1 == d);
        Console.WriteLine((long)(d + 2) - big);
        double acc = 0;
        for (int k = 0; k < 10; k++) acc += 0.5;
        Console.WriteLine(acc);
        Console.WriteLine(0.5 + 0.25 == 0.75);
        double x = 1;
        x *= 3; x -= 0.5; x /= 5; x += 1;
        Console.WriteLine(x);
        Console.WriteLine(Math.Sqrt(a * a) == a);
    }
}
