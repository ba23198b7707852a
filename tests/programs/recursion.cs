// Recursion: factorial, Fibonacci, Ackermann-lite, mutual recursion, and a
// recursive tree sum.
using System;

class Tree
{
    public Tree left, right;
    public int value;
    public Tree(int v, Tree l, Tree r) { value = v; left = l; right = r; }
    public int Sum() { return value + (left == null ? 0 : left.Sum()) + (right == null ? 0 : right.Sum()); }
}

class Recursion
{
    static long Fact(int n) { return n <= 1 ? 1 : n * Fact(n - 1); }
    static int Fib(int n) => n < 2 ? n : Fib(n - 1) + Fib(n - 2);
    static bool IsEven(int n) { return n == 0 ? true : IsOdd(n - 1); }
    static bool IsOdd(int n) { return n == 0 ? false : IsEven(n - 1); }
    static int Ack(int m, int n)
    {
        if (m == 0) return n + 1;
        if (n == 0) return Ack(m - 1, 1);
        return Ack(m - 1, Ack(m, n - 1));
    }
    static Tree Build(int d, int v) { return d == 0 ? null : new Tree(v, Build(d - 1, v * 2), Build(d - 1, v * 2 + 1)); }
    static int Depth(int n) { return n == 0 ? 0 : 1 + Depth(n - 1); }

    static void Main()
    {
        Console.WriteLine(Fact(20));
        Console.WriteLine(Fib(20));
        Console.WriteLine(IsEven(100) + " " + IsOdd(7));
        Console.WriteLine(Ack(2, 3));
        Console.WriteLine(Build(5, 1).Sum());
        Console.WriteLine(Depth(10000));
    }
}
