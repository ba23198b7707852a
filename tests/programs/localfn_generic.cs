// Generic local functions: type arguments inferred and written, two type
// parameters, constraints (an interface, new()), recursion at two
// instantiations, captured locals changed after the capture and fresh per
// iteration, this (an instance's fields), conversion to delegates as a
// method group (Func<int, int> f = Id; xs.Select(Tag)), calls from a lambda
// and between local functions; generic iterators (IEnumerable<T>,
// IEnumerator<T>, non-generic IEnumerable, try/finally run on break,
// recursion, enumerated twice). Mono 6.8's mcs has no local functions: the
// expected output follows C#'s rules by hand.
// mono: skip
using System;
using System.Collections.Generic;
using System.Linq;

class Counter {
    int bumps;
    public string Run(int start) {
        int total = start;
        T Bump<T>(T x) { bumps++; total += 10; return x; }
        var a = Bump("s");
        var b = Bump(2.5);
        total++;
        return a + " " + b + " " + total + " " + bumps;
    }
}

struct Pt { public int X; public Pt(int x) { X = x; } public override string ToString() { return "Pt" + X; } }

class P {
    static void Main() {
        // inference and explicit type arguments
        T Id<T>(T x) => x;
        Console.WriteLine(Id(3) + Id("a") + Id<long>(4) + Id(new Pt(5)));

        // two type parameters, constraints
        string Max<T>(T a, T b) where T : IComparable<T> { return (a.CompareTo(b) >= 0 ? a : b).ToString(); }
        Console.WriteLine(Max(3, 9) + " " + Max("pear", "apple"));
        K First<K, V>(Dictionary<K, V> d) { foreach (var kv in d) return kv.Key; return default(K); }
        Console.WriteLine(First(new Dictionary<string, int> { { "k", 1 } }));
        T Make<T>() where T : new() { return new T(); }
        Console.WriteLine(Make<List<int>>().Count + " " + Make<Pt>());

        // recursion, at two instantiations
        List<T> Rep<T>(T x, int n) { if (n == 0) return new List<T>(); var l = Rep(x, n - 1); l.Add(x); return l; }
        Console.WriteLine(string.Join(",", Rep('z', 3)) + " " + Rep(1.5, 2).Sum());

        // captures: a local modified after the capture, a parameter-like loop variable
        int calls = 0;
        string tag = "t";
        T Count<T>(T x) { calls++; return x; }
        Count(1); Count("x"); Count(2.0);
        tag = "u";
        string Tag<T>(T x) => tag + x;
        tag = "v";
        Console.WriteLine(calls + " " + Tag(7));
        var fs = new List<Func<string>>();
        for (int i = 0; i < 3; i++) {
            int j = i;
            string Show<T>(T x) => x + ":" + j;
            fs.Add(() => Show("i"));
        }
        foreach (var f in fs) Console.Write(f() + " ");
        Console.WriteLine();

        // as a delegate (a method group), and as an argument with inference
        Func<int, int> fi = Id;
        Func<string, string> fstr = Id<string>;
        Console.WriteLine(fi(10) + fstr("!"));
        Console.WriteLine(string.Join(",", new[] { 3, 1, 2 }.Select(Id)));
        Console.WriteLine(string.Join(",", new[] { "b", "a" }.Select(Tag)));

        // calling each other, and from a lambda
        T Twice<T>(Func<T, T> g, T x) => g(g(x));
        Console.WriteLine(Twice(x => x * 3, 2) + " " + Twice(s => s + s, "ab"));
        Func<int, string> viaLambda = n => Tag(n) + Id(n);
        Console.WriteLine(viaLambda(5));

        Console.WriteLine(new Counter().Run(100));

        // generic iterators
        int scale = 3;
        IEnumerable<TR> Map<TI, TR>(IEnumerable<TI> xs, Func<TI, TR> f)
        {
            try {
                foreach (var x in xs)
                    yield return f(x);
            } finally {
                Console.WriteLine("map done " + scale);
            }
        }
        foreach (var v in Map(new[] { 1, 2, 3 }, x => x * scale))
            Console.Write(v + " ");
        Console.WriteLine();
        foreach (var v in Map(Down("z", 3), x => "<" + x + ">")) {
            Console.WriteLine(v);
            break;
        }
        IEnumerable<T> Down<T>(T x, int n)
        {
            yield return x;
            if (n > 0)
                foreach (var y in Down(x, n - 1))
                    yield return y;
        }
        var d = Down(7, 2);
        Console.WriteLine(string.Join(",", d) + " " + string.Join(",", d));
        IEnumerator<T> Cycle<T>(T a, T b) { while (true) { yield return a; yield return b; } }
        var e = Cycle('x', 'y');
        for (int i = 0; i < 3; i++) {
            e.MoveNext();
            Console.Write(e.Current);
        }
        System.Collections.IEnumerable Mixed<T>(T a) { yield return a; yield return "o"; }
        foreach (var o in Mixed(4))
            Console.Write(o);
        Console.WriteLine();
    }
}
