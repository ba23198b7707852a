// A delegate type nested in a generic class is generic over the class's
// type parameters (its signature names T), as a nested class is: used
// inside the class, from outside as Pipe<int>.Step, recursively in its own
// signature, and named (private too) in lambdas of static field and
// property initializers, which compile once per instance.
using System;
using System.Collections.Generic;

class Pipe<T>
{
    public delegate T Step(T x);
    private delegate Func<T, T> Knot(Knot k);
    private class Cell { public T Value; }

    private readonly List<Step> steps = new List<Step>();

    public Pipe<T> Then(Step s) { steps.Add(s); return this; }

    public T Run(T x)
    {
        foreach (Step s in steps)
            x = s(x);
        return x;
    }

    public static Func<T, T> Keep = x => { Cell c = new Cell(); c.Value = x; return c.Value; };

    public static Func<Func<Func<T, T>, Func<T, T>>, Func<T, T>> Fix { get; } =
        f => ((Knot)(k => f(x => k(k)(x))))(k => f(x => k(k)(x)));
}

class Program
{
    static int Inc(int x) { return x + 1; }

    static void Main()
    {
        var p = new Pipe<int>().Then(Inc).Then(x => x * 10);
        Pipe<int>.Step twice = x => 2 * x;
        p.Then(twice);
        Console.WriteLine(p.Run(4));
        var q = new Pipe<string>().Then(s => s + "!").Then(s => s.ToUpper());
        Console.WriteLine(q.Run("go"));
        Console.WriteLine(Pipe<string>.Keep("kept") + " " + Pipe<double>.Keep(2.5));
        var fact = Pipe<long>.Fix(self => n => n < 2 ? 1 : n * self(n - 1));
        Console.WriteLine(fact(20));
        Console.WriteLine(twice);
        Console.WriteLine(new Pipe<string>.Step(s => s));
    }
}
