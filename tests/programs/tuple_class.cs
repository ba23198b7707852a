using System;
using System.Collections.Generic;

// System.Tuple<T1, T2> and <T1, T2, T3>: items, ToString, Equals (by
// items), GetHashCode, tuples in lists and as results.
class Program
{
    static Tuple<int, int> DivMod(int a, int b)
    {
        return new Tuple<int, int>(a / b, a % b);
    }

    static void Main()
    {
        var t = DivMod(17, 5);
        Console.WriteLine(t.Item1 + " " + t.Item2);
        Console.WriteLine(t);
        var s = new Tuple<string, double, bool>("pi", 3.5, true);
        Console.WriteLine(s + " " + s.Item1.Length + " " + s.Item3);
        Console.WriteLine(t.Equals(new Tuple<int, int>(3, 2)) + " " + t.Equals(new Tuple<int, int>(2, 3)) + " " + t.Equals(null));
        Console.WriteLine(t.GetHashCode() == new Tuple<int, int>(3, 2).GetHashCode());
        var n = new Tuple<string, string>(null, "b");
        Console.WriteLine(n + " " + n.Equals(new Tuple<string, string>(null, "b")));
        var list = new List<Tuple<string, int>>();
        list.Add(new Tuple<string, int>("a", 1));
        list.Add(new Tuple<string, int>("b", 2));
        int sum = 0;
        foreach (var p in list)
            sum += p.Item2;
        Console.WriteLine(list[1] + " " + sum);
        object o = t;
        Console.WriteLine(o);
    }
}
