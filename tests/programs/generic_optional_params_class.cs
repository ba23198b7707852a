// Optional parameters of generic classes and generic methods: the
// definitions' values reach every instance (made before or after the
// constants are evaluated), default(T) included.
using System;
using System.Collections.Generic;
class Box<T>
{
    public T Value;
    public Box(T v = default(T)) { Value = v; }
    public T Or(T fallback = default(T)) => Value;
    public static Box<T> Make(T v, string tag = "made") { Console.WriteLine(tag); return new Box<T>(v); }
    public U Map<U>(Func<T, U> f, U ifNull = default(U)) => f == null ? ifNull : f(Value);
}
static class Util
{
    public static T Pick<T>(T a, T b, bool first = true) => first ? a : b;
    public static List<T> Repeat<T>(T x, int n = 2) { var l = new List<T>(); for (int i = 0; i < n; i++) l.Add(x); return l; }
    public static string Join<T>(IEnumerable<T> xs, string sep = ", ") => string.Join(sep, xs);
}
class Program
{
    static void Main()
    {
        Console.WriteLine(new Box<int>().Value + " " + new Box<string>().Value + "|" + new Box<int>(4).Or());
        var b = Box<double>.Make(2.5);
        Console.WriteLine(b.Value + " " + Box<char>.Make('x', "tagged").Value);
        Console.WriteLine(b.Map<int>(null) + " " + b.Map(x => x * 2) + " " + b.Map<string>(null, "none"));
        Console.WriteLine(Util.Pick(1, 2) + " " + Util.Pick("a", "b", false));
        Console.WriteLine(Util.Join(Util.Repeat("ab")) + " " + Util.Join(Util.Repeat(7, 3), "-"));
    }
}
