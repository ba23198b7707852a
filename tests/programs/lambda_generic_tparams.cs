// A lambda in generic code names the type parameters in scope: its class's
// T (casts, new List<T>, default(T), T[] in a static or instance field
// initializer, a constructor, a method) and its method's U, in nested
// lambdas too; a recursive generic delegate built in a static field
// initializer (a Y combinator).
using System;
using System.Collections.Generic;

delegate Func<T, R> Rec<T, R>(Rec<T, R> r);

static class Y<T, R>
{
    public static Func<Func<Func<T, R>, Func<T, R>>, Func<T, R>> Fix =
        f => ((Rec<T, R>)(r => x => f(r(r))(x)))(r => x => f(r(r))(x));
}

class Box<T>
{
    public static Func<object, T> Cast = o => (T)o;
    public Func<int, T[]> Make = n => new T[n];
    public Func<T> Zero;
    public Box() { Zero = () => default(T); }
    public Func<IEnumerable<T>, List<T>> Copy() { return xs => new List<T>(xs); }
    public static Func<T, Func<U, KeyValuePair<T, U>>> Pair<U>()
    {
        return t => u => new KeyValuePair<T, U>(t, u);
    }
}

class Program
{
    static Func<object, List<U>> Wrap<U>() { return o => new List<U> { (U)o }; }

    static void Main()
    {
        var fact = Y<int, long>.Fix(f => n => n < 2 ? 1 : n * f(n - 1));
        var fib = Y<int, int>.Fix(f => n => n < 2 ? n : f(n - 1) + f(n - 2));
        Console.WriteLine(fact(20) + " " + fib(20));
        Console.WriteLine(Box<string>.Cast("s") + Box<int>.Cast(7) + " " + new Box<double>().Make(4).Length);
        Console.WriteLine(new Box<int>().Zero() + " " + (new Box<string>().Zero() == null));
        Console.WriteLine(string.Join(",", new Box<char>().Copy()("abc".ToCharArray())));
        Console.WriteLine(Box<int>.Pair<string>()(1)("one") + " " + Wrap<string>()("w")[0]);
    }
}
