// mono: skip
// Explicit parameterless struct constructors and struct field initializers
// (C# 10). new S() runs S(); default(S), default, array elements, fields
// and locals never assigned are the zeroed value; a struct without a
// declared S() is zeroed by new S() too, its field initializers running
// only in its declared constructors. new T() for a struct T runs its S().
// Mono's mcs has no C# 10: the expected output is written by C#'s rules
// (as .NET 8 prints it), not checked against Mono.
using System;
using System.Collections.Generic;

struct Counter
{
    public int N;
    public string Tag;
    public Counter() { N = 5; Tag = "made"; Console.WriteLine("Counter()"); }
    public Counter(int n) { N = n; }
    public Counter(string t) : this() { Tag = t; }
    public override string ToString() { return "Counter(" + N + ", " + (Tag ?? "null") + ")"; }
}

struct Inits
{
    public int A = 10;
    public string B = "bee";
    public int C;
    public int P { get; set; } = 7;
    public Inits(int c) { C = c; }
    public override string ToString() { return A + " " + (B ?? "null") + " " + C + " " + P; }
}

struct InitsDefault
{
    public double X = 1.5;
    public List<int> L = new List<int> { 1, 2 };
    public InitsDefault() { X *= 2; }
    public InitsDefault(double x) : this() { X += x; }
}

class Holder
{
    public Counter C;
    public Counter D = new Counter();
}

static class Make
{
    public static T New<T>() where T : new() { return new T(); }
    public static T Def<T>() { return default(T); }
    public static T Str<T>() where T : struct { return new T(); }
}

class Program
{
    static Counter field;

    static void Main()
    {
        Counter a = new Counter();
        Console.WriteLine(a);
        Counter b = default(Counter);
        Console.WriteLine(b);
        Counter c = default;
        Console.WriteLine(c);
        Counter[] arr = new Counter[2];
        Console.WriteLine(arr[0] + " " + arr[1]);
        Console.WriteLine(field);
        Holder h = new Holder();
        Console.WriteLine(h.C + " " + h.D);
        Console.WriteLine(new Counter(3));
        Console.WriteLine(new Counter("t"));
        Counter t = new();
        Console.WriteLine(t);
        var withInit = new Counter { Tag = "init" };
        Console.WriteLine(withInit);
        object boxed = new Counter();
        Console.WriteLine(boxed);

        Console.WriteLine(Make.New<Counter>());
        Console.WriteLine(Make.Str<Counter>());
        Console.WriteLine(Make.Def<Counter>());
        Console.WriteLine(Make.New<Inits>());

        Console.WriteLine(new Inits(4));
        Console.WriteLine(new Inits());
        Console.WriteLine(default(Inits));

        var d = new InitsDefault();
        Console.WriteLine(d.X + " " + d.L.Count);
        var e = new InitsDefault(0.25);
        Console.WriteLine(e.X + " " + e.L.Count);
        var z = default(InitsDefault);
        Console.WriteLine(z.X + " " + (z.L == null));

        var list = new List<Counter> { new Counter(), new Counter(1) };
        Console.WriteLine(list[0].N + list[1].N);
        Counter m = new Counter();
        m.N++;
        Console.WriteLine(m.N);
    }
}
