// Local functions: recursive, capturing a local they change and an
// instance field through this, expression and block bodies, void and
// value results. Each is a local of a delegate type made for its
// signature, initialized with its body as a lambda (docs/delegates.md).
// mono: skip
using System;

class P
{
    int scale = 3;

    int Scaled(int v)
    {
        int Mul(int x) => x * scale;
        scale++;
        return Mul(v);
    }

    static void Main()
    {
        int Fib(int n) { return n < 2 ? n : Fib(n - 1) + Fib(n - 2); }
        Console.WriteLine(Fib(20));
        int count = 0;
        void Bump(int by) { count += by; }
        Bump(2);
        Bump(5);
        Console.WriteLine(count);
        string Greet(string who) => "hello " + who;
        Console.WriteLine(Greet("local"));
        Console.WriteLine(new P().Scaled(14));
        int Sum(int[] xs)
        {
            int total = 0;
            foreach (int x in xs)
                total += x;
            return total;
        }
        Console.WriteLine(Sum(new int[] { 1, 2, 3, 4 }));
    }
}
