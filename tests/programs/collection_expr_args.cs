// mono: skip
// Collection expressions (C# 12) as arguments: overload resolution takes a
// candidate whose parameter type the expression can build (an array, a
// class with a collection initializer, IEnumerable<T> and the other
// generic collection interfaces) and whose element type every element
// converts to (constants by their value: [1, 255] to byte[]), a better
// one by C# 12's rule (List<int> over IEnumerable<int>); type inference
// takes each element's type as a lower bound of the element type (Last([1,
// 2.5]) is Last<double>). ICollection<T>/IList<T> targets are a List<T>, as
// in .NET. Expected output worked out by hand (mcs has no C# 12).
using System;
using System.Collections.Generic;

class Bag : IEnumerable<string>
{
    private readonly List<string> items = new List<string>();
    public void Add(string s) => items.Add(s.ToUpper());
    public IEnumerator<string> GetEnumerator() => items.GetEnumerator();
    System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => GetEnumerator();
}

class Program
{
    static int Sum(int[] xs) { int s = 0; foreach (var x in xs) s += x; return s; }
    static string Kind(int[] xs) => "int[" + xs.Length + "]";
    static string Kind(string[] xs) => "string[" + xs.Length + "]";
    static string Dbl(List<double> xs) => "List<double>(" + xs.Count + ")";
    static string Many(List<int> xs) => "List<int>";
    static string Many(IEnumerable<int> xs) => "IEnumerable<int>";
    static void Show(Bag b) => Console.WriteLine(string.Join(",", b));
    static int Count(byte[] bs) => bs.Length;
    static string Nested(int[][] rows) { var parts = new List<string>(); foreach (var r in rows) parts.Add(Sum(r).ToString()); return string.Join(" ", parts); }
    static string Fns(Func<int, int>[] fs) { int v = 1; foreach (var f in fs) v = f(v); return v.ToString(); }

    static void Main()
    {
        Console.WriteLine(Sum([1, 2, 3, 4]));
        Console.WriteLine(Sum([]));
        int k = 10;
        Console.WriteLine(Kind([k, k + 1]));
        Console.WriteLine(Kind(["a", "b", "c"]));
        Console.WriteLine(Dbl([1.5, 2]));
        Console.WriteLine(Many([1, 2]));
        Show(["x", "y"]);
        Console.WriteLine(Count([1, 2, 255]));
        Console.WriteLine(Nested([[1, 2], [3], []]));
        Console.WriteLine(Fns([x => x + 1, x => x * 10]));
        var list = new List<int[]>();
        list.Add([7, 8]);
        Console.WriteLine(list[0][1]);
        Console.WriteLine(string.Join("-", new List<string>(["p", "q"])));
        More.Run();
        Infer.Run();
    }
}
class More
{
    static int Total(IEnumerable<int> xs) { int s = 0; foreach (var x in xs) s += x; return s; }
    static string Desc(IReadOnlyList<string> xs) => xs.Count + ":" + xs[xs.Count - 1];
    static string Grow(IList<int> xs) { xs.Add(99); return string.Join(",", xs); }
    static string Coll(ICollection<char> cs) { cs.Add('!'); return cs.Count.ToString(); }
    public static void Run()
    {
        Console.WriteLine(Total([4, 5, 6]));
        Console.WriteLine(Total([]));
        Console.WriteLine(Desc(["a", "bb"]));
        Console.WriteLine(Grow([1, 2]));
        Console.WriteLine(Coll(['a', 'b']));
        IReadOnlyCollection<int> rc = [1, 2, 3];
        Console.WriteLine(rc.Count);
        IList<string> il = ["z"];
        il.Add("w");
        Console.WriteLine(il.Count + " " + il.GetType().Name);
    }
}

class Infer
{
    static T First<T>(List<T> xs) => xs[0];
    static T Last<T>(T[] xs) => xs[xs.Length - 1];
    static string Join<T>(IEnumerable<T> xs) => string.Join("|", xs);
    static List<R> Map<T, R>(IList<T> xs, Func<T, R> f) { var r = new List<R>(); foreach (var x in xs) r.Add(f(x)); return r; }
    public static void Run()
    {
        Console.WriteLine(First([1, 2]));
        Console.WriteLine(Last(["a", "b"]));
        Console.WriteLine(Last([1, 2.5]));
        Console.WriteLine(Join([3, 4, 5]));
        Console.WriteLine(Join(Map([1, 2, 3], x => x * x)));
    }
}
