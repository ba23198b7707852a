// Generic iterators: IEnumerable<T>/IEnumerator<T> from methods, generic
// methods (value and reference instantiations) and generic classes;
// structs across yields; lambdas as Predicate/Func arguments; try/finally
// with Dispose; Current before MoveNext; which interfaces an iterator
// implements (a non-generic one is also IEnumerable<object>, as Roslyn's).
using System;
using System.Collections;
using System.Collections.Generic;

class Tree<T>
{
    public T Value;
    public Tree<T> Left, Right;
    public Tree(T v, Tree<T> l, Tree<T> r) { Value = v; Left = l; Right = r; }

    public IEnumerable<T> InOrder()
    {
        if (Left != null)
            foreach (T x in Left.InOrder())
                yield return x;
        yield return Value;
        if (Right != null)
            foreach (T x in Right.InOrder())
                yield return x;
    }
}

class P
{
    static IEnumerable<int> Primes(int max)
    {
        for (int n = 2; n <= max; n++)
        {
            bool prime = true;
            for (int d = 2; d * d <= n; d++)
                if (n % d == 0) { prime = false; break; }
            if (prime)
                yield return n;
        }
    }

    static IEnumerable<T> Filter<T>(IEnumerable<T> src, Predicate<T> keep)
    {
        foreach (T x in src)
            if (keep(x))
                yield return x;
    }

    static IEnumerable<TOut> Map<TIn, TOut>(IEnumerable<TIn> src, Func<TIn, TOut> f)
    {
        foreach (TIn x in src)
            yield return f(x);
    }

    static IEnumerator<string> Words()
    {
        try
        {
            yield return "alpha";
            yield return "beta";
        }
        finally
        {
            Console.WriteLine("Words done");
        }
    }

    static IEnumerable<double> Halves(List<int> xs)
    {
        foreach (int x in xs)
            yield return x / 2.0;
    }

    struct Point
    {
        public int X, Y;
        public Point(int x, int y) { X = x; Y = y; }
        public override string ToString() { return "(" + X + "," + Y + ")"; }
    }

    static IEnumerable<Point> Diagonal(int n)
    {
        Point p = new Point(0, 0);
        while (p.X < n)
        {
            yield return p;
            p.X++;
            p.Y += 2;
        }
    }

    static IEnumerable<T> Repeat<T>(T value, int times)
    {
        for (int i = 0; i < times; i++)
            yield return value;
    }

    static IEnumerable<string> Guarded(string name)
    {
        try
        {
            yield return name + "1";
            yield return name + "2";
        }
        finally
        {
            Console.WriteLine("Guarded " + name + " finally");
        }
    }

    static IEnumerable NonGeneric()
    {
        yield return 1;
    }

    static void Main()
    {
        foreach (Point q in Diagonal(3))
            Console.Write(q + " ");
        Console.WriteLine();
        foreach (string s in Repeat("ab", 3))
            Console.Write(s);
        foreach (int i in Repeat(7, 2))
            Console.Write(i);
        foreach (string s in Repeat<string>(null, 2))
            Console.Write(s == null);
        Console.WriteLine();
        foreach (string s in Guarded("g"))
        {
            Console.WriteLine(s);
            break;
        }
        IEnumerator<int> fresh = Primes(5).GetEnumerator();
        Console.WriteLine("before MoveNext: " + fresh.Current);
        object gen = Primes(3), ng = NonGeneric();
        Console.WriteLine((gen is IEnumerable<int>) + " " + (gen is IEnumerator<int>) + " " + (ng is IEnumerable<object>) + " " + (Words() is IEnumerable<string>));
        IEnumerable<int> twice = Primes(7);
        IEnumerator<int> a = twice.GetEnumerator(), b = twice.GetEnumerator();
        a.MoveNext(); a.MoveNext(); b.MoveNext();
        Console.WriteLine(a.Current + " " + b.Current + " " + (a == b));
        foreach (int p in Primes(30))
            Console.Write(p + " ");
        Console.WriteLine();
        IEnumerable<int> ps = Primes(10);
        IEnumerator<int> e = ps.GetEnumerator();
        while (e.MoveNext())
            Console.Write(e.Current + ";");
        Console.WriteLine();
        e.Dispose();
        IEnumerable nonGeneric = ps;
        foreach (object o in nonGeneric)
            Console.Write(o + ",");
        Console.WriteLine();
        foreach (int x in Filter(Primes(50), n => n % 4 == 1))
            Console.Write(x + " ");
        Console.WriteLine();
        foreach (string s in Map(Primes(12), n => "<" + n + ">"))
            Console.Write(s);
        Console.WriteLine();
        IEnumerator<string> w = Words();
        w.MoveNext();
        Console.WriteLine(w.Current);
        w.Dispose();
        var t = new Tree<string>("m", new Tree<string>("c", null, null), new Tree<string>("x", new Tree<string>("p", null, null), null));
        foreach (string s in t.InOrder())
            Console.Write(s);
        Console.WriteLine();
        var list = new List<int> { 1, 2, 3 };
        foreach (double d in Halves(list))
            Console.Write(d + " ");
        Console.WriteLine();
    }
}
