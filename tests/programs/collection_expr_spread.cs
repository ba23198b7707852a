// mono: skip
// Spread elements in collection expressions (C# 12): `[..a, x, ..b]`
// enumerates each spread in order between the other elements, into an
// array (through a List<T>), a List<T>, the collection interfaces, and as
// an argument (a spread's iteration type takes part in overload resolution
// and type inference). Expected output worked out by hand (mcs has no C# 12).
using System;
using System.Collections.Generic;
using System.Linq;

class P
{
    static int calls;
    static IEnumerable<int> Counted(int n) { for (int i = 0; i < n; i++) { calls++; yield return i * 10; } }
    static string K(int[] xs) => "ints " + string.Join(",", xs);
    static string K(string[] xs) => "strings " + string.Join(",", xs);
    static T Last<T>(List<T> xs) => xs[xs.Count - 1];

    static void Main()
    {
        int[] a = [1, 2];
        List<int> b = [3, 4];
        int[] c = [..a, 0, ..b, ..a];
        Console.WriteLine(string.Join(",", c));
        List<int> d = [..c.Where(x => x > 1), 9];
        Console.WriteLine(string.Join(",", d));
        IEnumerable<int> e = [..a, ..a];
        Console.WriteLine(e.Count());
        IList<int> f = [..b];
        f.Add(5);
        Console.WriteLine(string.Join(",", f) + " " + b.Count);
        int[] empty = [..new int[0]];
        Console.WriteLine(empty.Length);
        string[] words = ["x", ..new[] { "y", "z" }];
        Console.WriteLine(string.Concat(words));
        int[] lazy = [-1, ..Counted(3), -2];
        Console.WriteLine(string.Join(",", lazy) + " after " + calls + " steps");
        Console.WriteLine(K([..a]));
        Console.WriteLine(K([..words, "w"]));
        Console.WriteLine(Last([..a, 7]));
        Console.WriteLine(Last([..words]));
        int[][] rows = [[..a], [..b, ..a]];
        Console.WriteLine(rows[1].Length);
    }
}
