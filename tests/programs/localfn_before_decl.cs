// A local function is in scope in its whole block: calls, method groups
// and captures before the statement that declares it.
// Mono's mcs 6.8 cannot parse a local function after the statements that use it:
// mono: skip
using System;
using System.Collections.Generic;
using System.Linq;

class Program
{
    static IEnumerable<int> Records()
    {
        int best = 0;
        for (int i = 1; i < 50; i++) {
            int d = Divisors(i);
            if (d > best) {
                best = d;
                yield return i;
            }
        }

        int Divisors(int n) => Enumerable.Range(1, n).Count(i => n % i == 0);
    }

    static int Sum(int[] xs)
    {
        int total = 0;
        foreach (var x in xs)
            Add(x);
        return total;

        void Add(int v) { total += v; }
    }

    static string Parity(int n)
    {
        return Even(n) ? "even" : "odd";

        bool Even(int k) => k == 0 || (k != 1 && Even(k - 2));
    }

    static void Main()
    {
        var names = new List<string> { "Ann", "Bo" };
        names.ForEach(Print);
        Func<int, int> twice = Twice;
        Console.WriteLine(twice(21));
        Console.WriteLine(string.Join(" ", Records()));
        Console.WriteLine(Sum(new[] { 1, 2, 3, 4 }));
        Console.WriteLine(Parity(7) + " " + Parity(10));
        int scale = 3;
        Console.WriteLine(Scaled(5));
        {
            Console.WriteLine(Inner());
            string Inner() => "inner " + scale;
        }

        void Print(string s) { Console.WriteLine("name " + s); }
        int Twice(int v) => v * 2;
        int Scaled(int v) => v * scale;
    }
}
