// Display objects with iterators, generic methods and classes, lambdas
// inside lambdas, and variables that keep a cell of their own (out
// variables, pattern variables, catch variables).
using System;
using System.Collections.Generic;
using System.Linq;

class Box<T>
{
    T seed;
    public Box(T s) { seed = s; }

    public List<Func<string>> Views(T[] items, string sep)
    {
        var fs = new List<Func<string>>();
        int count = 0;
        foreach (var it in items) {
            T copy = it;
            count++;
            fs.Add(() => seed + sep + copy + sep + count);
        }
        return fs;
    }
}

class Program
{
    static List<Func<U>> Pairs<U>(U a, U b)
    {
        U first = a, second = b;
        var fs = new List<Func<U>>();
        fs.Add(() => first);
        fs.Add(() => second);
        first = b;
        return fs;
    }

    static IEnumerable<Func<int>> Gen(int basev, int n)
    {
        int step = 10;
        for (int i = 0; i < n; i++) {
            int local = i * step;
            yield return () => basev + local + i;
        }
        step = 1000;
    }

    static IEnumerable<string> Words(string prefix)
    {
        foreach (var w in new[] { "x", "y" }) {
            string both = prefix + w;
            Func<string> f = () => both + "!";
            yield return f();
        }
    }

    static void Deep(int p)
    {
        int a = 1;
        Func<int, Func<int, int>> outer = x => {
            int b = x * 2;
            return y => { int c = y + b; Func<int> g = () => a + b + c + p + x; a++; return g(); };
        };
        var f = outer(5);
        Console.WriteLine("deep " + f(1) + " " + f(2) + " " + a);
    }

    static void OwnCells(object o)
    {
        var fs = new List<Func<string>>();
        if (int.TryParse("17", out int parsed))
            fs.Add(() => "out " + parsed);
        if (o is string s && s.Length > 1)
            fs.Add(() => "pattern " + s);
        try {
            throw new ArgumentException("bad");
        } catch (ArgumentException e) {
            fs.Add(() => "catch " + e.Message);
        }
        parsed++;
        foreach (var f in fs)
            Console.WriteLine(f());
    }

    static void Main()
    {
        foreach (var f in new Box<int>(7).Views(new[] { 1, 2, 3 }, "/"))
            Console.WriteLine(f());
        foreach (var f in new Box<string>("s").Views(new[] { "p", "q" }, "-"))
            Console.WriteLine(f());
        Console.WriteLine(string.Join(",", Pairs(1, 2).Select(f => f())));
        Console.WriteLine(string.Join(",", Pairs("u", "v").Select(f => f())));
        var gens = Gen(100, 3).ToList();
        Console.WriteLine(string.Join(",", gens.Select(f => f())));
        Console.WriteLine(string.Join(",", Words("w")));
        Deep(1000);
        OwnCells("hi");
    }
}
