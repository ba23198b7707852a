// An array creation that ends in its initializer can be indexed, and its
// members used, without parentheses (`new[] { .. }[i]`), as Roslyn parses
// it; `new int[3][1]` stays a jagged type's error (tests/bad).
using System;
using System.Linq;

class Program
{
    static string Day(int d) => new[] { "Sun", "Mon", "Tue" }[d % 3];

    static void Main()
    {
        int n = 2;
        Console.WriteLine(new[] { 1, 1, 2, 3 }[n]);
        Console.WriteLine(new int[] { 5, 6, 7 }[n - 1]);
        Console.WriteLine(new[] { "a", "bcd" }[1].Length + new[] { 4, 5 }.Length);
        Console.WriteLine(new string[] { "x", "yz" }[1][0]);
        Console.WriteLine(new[] { 3, 9, 2 }.Max() + " " + Day(4));
        Console.WriteLine(new[] { new[] { 1, 2 }, new[] { 3, 4 } }[1][0]);
        var jag = new int[2][];
        Console.WriteLine(jag.Length + " " + (jag[0] == null));
    }
}
