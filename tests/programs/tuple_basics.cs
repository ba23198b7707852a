using System;
using System.Collections.Generic;

// Value tuples: literals, element names, ItemN, ToString, tuples as
// fields, parameters and results, element-wise conversions, Equals,
// CompareTo, nesting, ValueTuple.Create and Tuple.Create. (C# 7.1+
// syntax Mono's mcs lacks is in tuple_modern.cs.)
class Program
{
    static (int min, int max) MinMax(int[] a)
    {
        int mn = a[0], mx = a[0];
        foreach (var x in a)
        {
            if (x < mn) mn = x;
            if (x > mx) mx = x;
        }
        return (mn, mx);
    }

    static (string name, int age) Person() => ("Ada", 36);

    static int Sum((int a, int b) p) => p.a + p.b;

    static (int, string) field = (7, "seven");

    static string Describe((int x, int y) p)
    {
        return p.x == 0 && p.y == 0 ? "origin" : "(" + p.x + "|" + p.y + ")";
    }

    static void Main()
    {
        var t = (1, "abc");
        Console.WriteLine(t);
        Console.WriteLine(t.Item1 + " " + t.Item2);
        (int x, string name) u = (2, "def");
        Console.WriteLine(u.x + " " + u.name + " " + u + " " + u.Item2);
        u.x = 5;
        u.name += "!";
        Console.WriteLine(u);
        var named = (first: 1.5, second: 'c', third: true);
        Console.WriteLine(named.first + " " + named.second + " " + named.third + " " + named);
        var r = MinMax(new[] { 3, 1, 4, 1, 5, 9, 2, 6 });
        Console.WriteLine(r.min + " " + r.max + " " + r);
        Console.WriteLine(Person().name + " is " + Person().age);
        Console.WriteLine(Sum((3, 4)));
        Console.WriteLine(field + " " + field.Item2.Length);
        Console.WriteLine(Describe((0, 0)) + " " + Describe((2, -1)));

        // conversions: element-wise, target-typed literals, boxing
        (long l, double d) wide = (1, 2);
        Console.WriteLine(wide.Item1 + wide.Item2);
        (int p, int q) small = (3, 4);
        (long big, object obj) widened = small;
        Console.WriteLine(widened.big + " " + widened.obj);
        (string s1, string s2) nulls = (null, "x");
        Console.WriteLine(nulls + " " + (nulls.Item1 == null));
        object boxed = t;
        Console.WriteLine(boxed + " " + (boxed is ValueTuple<int, string>));
        var back = (ValueTuple<int, string>)boxed;
        Console.WriteLine(back.Item2);
        (byte b1, byte b2) bytes = (1, 2);
        Console.WriteLine(bytes.Item1 + bytes.Item2);

        // equality
        Console.WriteLine(t.Equals((1, "abc")) + " " + t.Equals(boxed) + " " + t.Equals((object)"abc"));
        Console.WriteLine(t.GetHashCode() == (1, "abc").GetHashCode());
        Console.WriteLine((1, 2).CompareTo((1, 3)) + " " + (2, 0).CompareTo((1, 9)) + " " + (1, 1).CompareTo((1, 1)));

        // nesting and big tuples
        var nest = (1, (2, "two"), (3.5, (4, 'f')));
        Console.WriteLine(nest + " " + nest.Item2.Item2 + " " + nest.Item3.Item2.Item2);
        var create = ValueTuple.Create(1, "a", 2.5);
        Console.WriteLine(create + " " + create.Item3);
        Console.WriteLine(ValueTuple.Create(1, 2, 3, 4, 5, 6, 7, 8));
        var rt = Tuple.Create(1, "one");
        Console.WriteLine(rt + " " + rt.Item1 + rt.Item2);
        Console.WriteLine(Tuple.Create("a", 2, 3.5) + " " + Tuple.Create(1, 2, 3, 4));
        Console.WriteLine(new ValueTuple<string, object>(null, null));
    }
}
