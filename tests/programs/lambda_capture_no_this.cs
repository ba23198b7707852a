// Lambdas in instance methods whose free names are all locals need no
// `this`: a lambda inside a lambda capturing the outer one's parameter (it
// had asked for a <>this field the outer closure does not have: IL that
// did not verify), and lambdas in a struct's and a generic struct's
// instance methods capturing locals and parameters (C# allows them; only
// `this` and instance members are refused in a struct's lambdas).
using System;
using System.Collections.Generic;

class Counter {
    int hits = 10;
    public Func<int> Later(int k)
    {
        Func<int[], Func<int>> mk = ls => () => ls[0] + k;
        return mk(new[] { hits });
    }
    public Func<int, Func<int>> Curry() => a => () => a * 2 + hits;
}

struct Point {
    public int X;
    public Func<int> Shift(int d)
    {
        int x = X;
        Func<int> f = () => x + d;
        return f;
    }
}

struct Pair<T> {
    public T A;
    public Func<List<T>> Twice(int n)
    {
        T a = A;
        return () => { var l = new List<T>(); for (int i = 0; i < n; i++) l.Add(a); return l; };
    }
}

class P {
    static void Main()
    {
        var c = new Counter();
        Console.WriteLine(c.Later(5)());
        Console.WriteLine(c.Curry()(4)());
        Console.WriteLine(new Point { X = 3 }.Shift(4)());
        Console.WriteLine(string.Join(",", new Pair<int> { A = 7 }.Twice(2)()));
        Console.WriteLine(string.Join(",", new Pair<string> { A = "s" }.Twice(3)()));
    }
}
