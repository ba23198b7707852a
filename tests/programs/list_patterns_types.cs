// mono: skip
// List patterns on a user type that is countable (Count) with an int
// indexer, on IList<T> and IReadOnlyList<T> (Count from the interfaces
// they extend), slices matched by nested list patterns, a narrowed `and`,
// and property patterns around list patterns. (Mono 6.8 has none: the
// expected output follows .NET 8.)
using System;
using System.Collections.Generic;

class Bag
{
    readonly int[] items;
    public Bag(params int[] xs) { items = xs; }
    public int Count { get { Console.Write("[Count]"); return items.Length; } }
    public int this[int i] { get { Console.Write($"[{i}]"); return items[i]; } }
}

record Line(string Name, int[] Points);

class Program
{
    static string Shape(object o) => o switch
    {
        string and [] => "empty string",
        string and [var c] => $"char {c}",
        string and [>= 'a' and <= 'z', ..] s => $"lower {s}",
        int[] and [_, .. [2, 3], _] => "2 3 inside",
        int[] and [.. { Length: > 2 } inner, _] => $"long head {inner.Length}",
        Line { Points: [0, ..] } l => $"line {l.Name} from 0",
        _ => "other",
    };

    static void Main()
    {
        var b = new Bag(1, 2, 3);
        Console.WriteLine(b is [1, _, 3]);
        Console.WriteLine(b is [_, .., 2]);
        Console.WriteLine(new Bag() is []);
        foreach (var o in new object[] { "", "q", "abc", "Abc", new[] { 9, 2, 3, 9 }, new[] { 5, 6, 7, 8 },
                                         new Line("L", new[] { 0, 4 }), new Line("M", new int[0]), 3 })
            Console.WriteLine(Shape(o));
        var words = new List<string> { "x", "yy", "zzz" };
        if (words is [{ Length: 1 }, .., [_, _, var third]])
            Console.WriteLine($"third char {third}");
        IList<int> il = new List<int> { 1, 2 };
        IReadOnlyList<int> rl = new[] { 3, 4, 5 };
        Console.WriteLine($"{il is [1, _]} {rl is [.., 4, var five]} {il[^1]} {rl[^3]}");
        string[] parts = "a=1".Split('=');
        Console.WriteLine(parts is [var key, var value] ? $"{key} -> {value}" : "no pair");
    }
}
