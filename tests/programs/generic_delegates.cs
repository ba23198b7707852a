// Generic delegates: user-declared generic delegate types, the library's
// Action/Func of several arities (0, 1, 2, 16), Predicate, Comparison,
// Converter and EventHandler<T>; lambdas take their parameter types from
// the target, generic methods infer their type arguments through lambdas'
// results and method groups; ?.Invoke on null and non-null delegates; a
// capture-free lambda is made once (docs/delegates.md).
using System;
using System.Collections.Generic;

delegate R Fn<T, R>(T x);
delegate void Sink<T>(T x) where T : class;

class Ticket : EventArgs
{
    public int Number;
    public Ticket(int n) { Number = n; }
}

class Counter
{
    public event EventHandler<Ticket> Issued;
    int next = 1;
    public void Issue()
    {
        Issued?.Invoke(this, new Ticket(next++));
    }
    public override string ToString() { return "Counter"; }
}

class Program
{
    static int Square(int x) { return x * x; }
    static string Describe(int x) { return "#" + x; }
    static void Print(string s) { Console.WriteLine("print " + s); }

    static TR Apply<T, TR>(T x, Func<T, TR> f) { return f(x); }

    static List<TR> Map<T, TR>(List<T> xs, Func<T, TR> f)
    {
        var r = new List<TR>();
        for (int i = 0; i < xs.Count; i++)
            r.Add(f(xs[i]));
        return r;
    }

    static TAcc Fold<T, TAcc>(List<T> xs, TAcc seed, Func<TAcc, T, TAcc> f)
    {
        TAcc acc = seed;
        for (int i = 0; i < xs.Count; i++)
            acc = f(acc, xs[i]);
        return acc;
    }

    static Func<int> MakeCached() { return () => 42; }

    static void Main()
    {
        Fn<int, int> sq = Square;
        Fn<int, string> show = x => "v" + x;
        Console.WriteLine(sq(7) + " " + show(3));
        Console.WriteLine(sq);
        Sink<string> sink = Print;
        sink += s => Console.WriteLine("lambda " + s);
        sink("x");
        Console.WriteLine(sink.GetInvocationList().Length);

        Func<string> hello = () => "hello";
        Func<int, int, int> add = (a, b) => a + b;
        Action<string> say = s => Console.WriteLine("say " + s);
        Action<int, string> both = (n, s) => Console.WriteLine(n + s);
        Predicate<int> even = n => n % 2 == 0;
        Comparison<string> byLength = (a, b) => a.Length - b.Length;
        Converter<int, string> conv = Describe;
        say(hello());
        both(add(2, 3), " five");
        Console.WriteLine(even(4) + " " + even(7));
        Console.WriteLine(byLength("abc", "z") + " " + conv(9));
        Console.WriteLine(add);
        Console.WriteLine(even);
        Console.WriteLine(conv);

        Func<int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, long> sum16 =
            (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) =>
                (long)a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 + a13 + a14 + a15 + a16;
        Console.WriteLine(sum16(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16));
        Action<int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int> act16 =
            (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => Console.WriteLine(a16 - a1);
        act16(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);

        // inference through lambdas' results and method groups
        Console.WriteLine(Apply(4, x => x * 2.5));
        Console.WriteLine(Apply("abcd", s => s.Length));
        Console.WriteLine(Apply(5, (int x) => { int y = x + 1; return y * y; }));
        Console.WriteLine(Apply(6, Describe));
        var nums = new List<int>();
        for (int i = 1; i <= 4; i++)
            nums.Add(i);
        List<string> names = Map(nums, n => "<" + n + ">");
        Console.WriteLine(names[0] + names[3]);
        Console.WriteLine(Fold(nums, 0, (acc, n) => acc + n));
        Console.WriteLine(Fold(names, "", (acc, s) => acc + s.Length));
        Func<int, Func<int, int>> adder = a => b => a + b;
        Console.WriteLine(adder(10)(5));

        // ?.Invoke
        Action<string> none = null;
        none?.Invoke("never");
        Func<int, string> f = null;
        Console.WriteLine(f?.Invoke(1) ?? "no delegate");
        f = Describe;
        Console.WriteLine(f?.Invoke(1) ?? "no delegate");
        var counter = new Counter();
        counter.Issue();
        counter.Issued += (sender, t) => Console.WriteLine(sender + " issued " + t.Number);
        counter.Issue();
        counter.Issue();

        // a capture-free lambda is one object
        Console.WriteLine(ReferenceEquals(MakeCached(), MakeCached()));
        Console.WriteLine(MakeCached()());

        // a null delegate's invocation
        Func<int, int> nothing = null;
        try
        {
            nothing(1);
        }
        catch (NullReferenceException e)
        {
            Console.WriteLine("NullReferenceException: " + (e.Message.Length > 0));
        }
    }
}
