// A local function is in scope in its whole block: calls, method groups
// and captures before the statement that declares it; local functions
// that call each other (declared in either order, called before both,
// capturing or not, in loops, generic ones among them); a body that reads
// a local declared after it, and one that only assigns a local.
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

    int bias = 100;

    int Ping(int n)
    {
        return Pong(n);
        int Pong(int k) => k <= 0 ? bias : Pang(k - 1);
        int Pang(int k) => k % 2 == 0 ? Pong(k - 2) + 1 : Pong(k - 1);
    }

    static void Mutual()
    {
        Console.WriteLine(IsEven(10) + " " + IsOdd(7) + " " + IsEven(3));
        bool IsEven(int n) => n == 0 || IsOdd(n - 1);
        bool IsOdd(int n) => n != 0 && IsEven(n - 1);
        int floor = 4;
        string trail = "";
        Console.WriteLine(Down(20));
        int Up(int n) { trail += "u"; return Down(n + 1); }
        int Down(int n) { trail += "d"; return n <= floor ? n : Up(n - 3); }
        Console.WriteLine(trail);
        int total = 0;
        void Set(int v) { total = v; }
        Set(42);
        Console.WriteLine(total);
        Func<int, bool> even = IsEven;
        Console.WriteLine(even(8) + " " + new Program().Ping(7));
        for (int i = 0; i < 3; i++) {
            int j = i * 10;
            Func<int> f = Get;
            Console.Write(f() + Twice() + " ");
            int Twice() => Get() * 2;
            int Get() => j + i;
        }
        Console.WriteLine();
        var acts = new List<Action>();
        foreach (var w in new[] { "a", "b" }) {
            acts.Add(() => Say());
            void Say() => Console.Write(w + Loud() + ";");
            string Loud() => w.ToUpper();
        }
        foreach (var a in acts)
            a();
        Console.WriteLine();
        int seed = 9;
        Console.WriteLine(Describe(3) + " " + Describe("x"));
        string Describe<T>(T x) => Count(x, 2) + ":" + x;
        int Count<T>(T x, int n) => n == 0 ? 0 : 1 + Count(x, n - 1) + Zero();
        int Zero() => seed - seed;
    }

    static void Main()
    {
        Mutual();
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
