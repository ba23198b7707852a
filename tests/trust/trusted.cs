// The program of tests/trust/test_trust.py: a virtual call, a static
// initializer, strings and an array, so a cached batch holds methods, types
// and string cells. Whatever was planted around it, it prints this.
using System;

class Animal
{
    public virtual string Sound() { return "..."; }
}

class Cat : Animal
{
    public override string Sound() { return "meow"; }
}

static class Table
{
    public static int[] Squares = Make(6);

    static int[] Make(int n)
    {
        int[] a = new int[n];
        for (int i = 0; i < n; i++)
            a[i] = i * i;
        return a;
    }
}

class Program
{
    static int Sum(int[] xs)
    {
        int s = 0;
        for (int i = 0; i < xs.Length; i++)
            s += xs[i];
        return s;
    }

    static void Main()
    {
        Animal a = new Cat();
        Console.WriteLine("trusted " + a.Sound());
        int total = 0;
        for (int k = 0; k < 5; k++)   // hot enough for tiered tests (threshold 2)
            total += Sum(Table.Squares);
        Console.WriteLine("squares " + total / 5);
    }
}
