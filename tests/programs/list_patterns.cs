// mono: skip
// List patterns (C# 11) on arrays, strings and List<T>: constants, discards,
// relational and nested patterns, var captures, slices with and without a
// capture, designations, in is, switch statements and switch expressions.
// (Mono 6.8 has none: the expected output follows .NET 8.)
using System;
using System.Collections.Generic;

class Program
{
    static string Describe(int[] a) => a switch
    {
        [] => "empty",
        [var x] => $"one: {x}",
        [1, 2, 3] => "one two three",
        [0, .., 0] => "zeros at both ends",
        [var first, .. var mid, var last] when mid.Length > 1 => $"{first}..{last} around {mid.Length}",
        [_, _] => "a pair",
        [.., > 100] => "ends big",
        _ => "other",
    };

    static int Sum(List<int> xs) => xs switch
    {
        [] => 0,
        [var h, .. var t] => h + Sum(t),
    };

    static void Classify(string s)
    {
        switch (s)
        {
            case ['#', ..]:
                Console.WriteLine($"comment: {s}");
                break;
            case [var c, .. var rest] when char.IsDigit(c):
                Console.WriteLine($"number {c} then '{rest}'");
                break;
            case [.., '!'] or [.., '?']:
                Console.WriteLine($"exclaims or asks: {s}");
                break;
            case null:
                Console.WriteLine("null");
                break;
            default:
                Console.WriteLine($"plain: {s}");
                break;
        }
    }

    static void Main()
    {
        int[][] inputs = { new int[0], new[] { 7 }, new[] { 1, 2, 3 }, new[] { 0, 5, 0 },
                           new[] { 4, 5, 6, 7 }, new[] { 8, 9 }, new[] { 1, 2, 300 }, new[] { 1, 2, 4 } };
        foreach (var a in inputs)
            Console.WriteLine(Describe(a));

        Console.WriteLine(Sum(new List<int> { 1, 2, 3, 4 }));
        foreach (var s in new[] { "#x", "3abc", "hey!", "why?", "plain", null, "" })
            Classify(s);

        int[] arr = { 1, 2, 3, 4, 5 };
        if (arr is [1, .. var middle, 5] whole)
            Console.WriteLine($"{middle.Length} {string.Join(",", middle)} {whole.Length}");
        Console.WriteLine(arr is [_, _, ..]);
        Console.WriteLine(arr is [.., 4, 5]);
        Console.WriteLine(arr is not [1, ..]);
        Console.WriteLine(arr is [> 0, < 3 and > 1, ..] and { Length: 5 });
        int[][] grid = { new[] { 1, 2 }, new[] { 3 } };
        Console.WriteLine(grid is [[1, var two], [3]] ? $"nested {two}" : "no");
        string word = "kiln";
        if (word is [var k, .. var mid2, 'n'])
            Console.WriteLine($"{k} {mid2}");
        var list = new List<string> { "a", "b", "c" };
        Console.WriteLine(list is [.., "c"] ? "ends with c" : "no");
        Console.WriteLine(list is [_, .. var tail] ? string.Join("+", tail) : "no");
        object o = arr;
        Console.WriteLine(o is int[] and [1, ..]);
        int[] none = null;
        Console.WriteLine(none is [..]);
    }
}
