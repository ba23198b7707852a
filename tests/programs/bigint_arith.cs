// System.Numerics.BigInteger's arithmetic (corelib/BigInteger.cs): 100!,
// 2^200, Fibonacci(300), digit sums, division and remainder of every sign
// combination (truncating; the remainder has the dividend's sign), GCD,
// ModPow, comparisons with BigInteger and long, ++/--, Parse and TryParse.
using System;
using System.Numerics;

class Program
{
    static BigInteger Factorial(int n)
    {
        BigInteger r = 1;
        for (int i = 2; i <= n; i++)
            r *= i;
        return r;
    }

    static BigInteger Fibonacci(int n)
    {
        BigInteger a = 0, b = 1;
        for (int i = 0; i < n; i++)
        {
            BigInteger t = a + b;
            a = b;
            b = t;
        }
        return a;
    }

    static int DigitSum(BigInteger x)
    {
        int sum = 0;
        foreach (char c in x.ToString())
            sum += c - '0';
        return sum;
    }

    static void Main()
    {
        BigInteger f100 = Factorial(100);
        Console.WriteLine(f100);
        Console.WriteLine(DigitSum(f100) + " " + f100.ToString().Length);
        Console.WriteLine(BigInteger.Pow(2, 200));
        Console.WriteLine(DigitSum(BigInteger.Pow(2, 1000)));
        Console.WriteLine(Fibonacci(300));
        Console.WriteLine(BigInteger.Pow(-3, 41) + " " + BigInteger.Pow(12345, 0) + " " + BigInteger.Pow(0, 0));

        BigInteger x = BigInteger.Parse("123456789012345678901234567890");
        BigInteger y = BigInteger.Parse("987654321987");
        BigInteger[] ds = { x, -x };
        BigInteger[] vs = { y, -y, 7, -7 };
        foreach (BigInteger d in ds)
            foreach (BigInteger v in vs)
            {
                BigInteger rem;
                BigInteger q = BigInteger.DivRem(d, v, out rem);
                Console.WriteLine(d / v + " " + d % v + " " + q + " " + rem + " " + (q * v + rem == d));
            }
        Console.WriteLine(Factorial(50) / Factorial(48) + " " + f100 / f100 + " " + 5 / x + " " + (-5) % x);
        Console.WriteLine(x * y + " " + (x + y) + " " + (x - y) + " " + (y - x) + " " + (x - x));
        Console.WriteLine(-x + " " + BigInteger.Negate(y) + " " + BigInteger.Abs(-x) + " " + +y);
        Console.WriteLine(BigInteger.Add(x, 1) + " " + BigInteger.Subtract(1, x) + " " + BigInteger.Multiply(y, y));
        Console.WriteLine(BigInteger.Divide(x, 10) + " " + BigInteger.Remainder(x, 1000));

        Console.WriteLine(BigInteger.GreatestCommonDivisor(Factorial(30), BigInteger.Pow(6, 40)));
        Console.WriteLine(BigInteger.GreatestCommonDivisor(-12, 18) + " " + BigInteger.GreatestCommonDivisor(0, -5) + " " + BigInteger.GreatestCommonDivisor(0, 0));
        Console.WriteLine(BigInteger.ModPow(3, 1000, 1000000007) + " " + BigInteger.ModPow(-2, 3, 5) + " " + BigInteger.ModPow(-2, 3, -5));
        Console.WriteLine(BigInteger.ModPow(x, y, Factorial(25)) + " " + BigInteger.ModPow(7, 0, 1) + " " + BigInteger.ModPow(7, 0, 10));

        Console.WriteLine((x > y) + " " + (x < y) + " " + (x >= -y) + " " + (x <= -x) + " " + (x == y) + " " + (x != y));
        Console.WriteLine((y == 987654321987L) + " " + (5 < y) + " " + (y > long.MaxValue) + " " + (-x < long.MinValue) + " " + (BigInteger.One == 1));
        Console.WriteLine(x.CompareTo(y) + " " + y.CompareTo(x) + " " + x.CompareTo(x) + " " + BigInteger.Compare(-x, y) + " " + y.CompareTo(987654321988L));
        Console.WriteLine(x.Equals(y) + " " + x.Equals(BigInteger.Parse(x.ToString())) + " " + y.Equals(987654321987L) + " " + x.Equals((object)x) + " " + x.Equals("x"));
        Console.WriteLine(BigInteger.Max(x, y) + " " + BigInteger.Min(x, -y) + " " + BigInteger.Max(-1, 0));
        Console.WriteLine(x.Sign + " " + (-x).Sign + " " + BigInteger.Zero.Sign + " " + y.IsEven + " " + x.IsEven + " " + BigInteger.Zero.IsEven);
        Console.WriteLine(BigInteger.Zero.IsZero + " " + BigInteger.One.IsOne + " " + BigInteger.MinusOne.IsOne + " " + BigInteger.MinusOne + " " + default(BigInteger));
        Console.WriteLine(BigInteger.Pow(2, 70).IsPowerOfTwo + " " + (BigInteger.Pow(2, 70) + 1).IsPowerOfTwo + " " + BigInteger.One.IsPowerOfTwo + " " + (-BigInteger.Pow(2, 70)).IsPowerOfTwo);

        BigInteger z = BigInteger.Pow(2, 64) - 2;
        z++;
        Console.WriteLine(z);
        z++;
        Console.WriteLine(z);
        z--;
        z--;
        Console.WriteLine(z);
        BigInteger w = 1;
        w--;
        w--;
        Console.WriteLine(w + " " + (w += 10) + " " + (w *= -3) + " " + (w /= 4) + " " + (w %= 4) + " " + (w -= 100));

        BigInteger p;
        Console.WriteLine(BigInteger.TryParse("  -000123456789012345678901234567890 ", out p) + " " + p);
        Console.WriteLine(BigInteger.TryParse("+42", out p) + " " + p);
        Console.WriteLine(BigInteger.TryParse("-0", out p) + " " + p + " " + p.Sign);
        string[] bad = { "", " ", "-", "4 2", "12a", "1.5", "0x10", "--1" };
        foreach (string s in bad)
            Console.Write(BigInteger.TryParse(s, out p) + "/" + p + " ");
        Console.WriteLine();
        Console.WriteLine(BigInteger.Parse(Factorial(60).ToString()) == Factorial(60));
    }
}
