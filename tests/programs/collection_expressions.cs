// mono: skip
// Collection expressions (C# 12) where Kiln gives them a target type: a
// typed declaration, an assignment, a return, an element of another one.
// An array target makes the array; a class with a collection initializer
// (List<T>, HashSet<T>, a user's collection class) is made with
// its parameterless constructor and an Add per element, in order. Empty
// ones too. Expected output worked out by hand (mcs has no C# 12).
using System;
using System.Collections;
using System.Collections.Generic;

class Doubler : IEnumerable<int>
{
    private readonly List<int> _items = new();
    public void Add(int x) { Console.Write("+" + x); _items.Add(2 * x); }
    public IEnumerator<int> GetEnumerator() => _items.GetEnumerator();
    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
}

class Program
{
    static int calls;
    static int Next() => ++calls;

    static string[] Words() { return ["alpha", "beta"]; }
    static List<char> Letters() => ['k', 'i', 'l', 'n'];

    static void Main()
    {
        int[] primes = [2, 3, 5, 7];
        Console.WriteLine(primes.Length + ": " + string.Join(" ", primes));
        primes = [11, 13];
        Console.WriteLine(string.Join(" ", primes));

        int[] order = [Next(), Next(), Next()];
        Console.WriteLine(string.Join(",", order));

        long[] widened = [1, 2, int.MaxValue];
        Console.WriteLine(widened[2] + 1);

        int[][] rows = [[1], [2, 3], []];
        foreach (int[] row in rows)
            Console.Write("[" + string.Join(",", row) + "]");
        Console.WriteLine();

        List<string> names = ["Ada", "Grace"];
        names.Add("Linus");
        Console.WriteLine(names.Count + " " + string.Join("/", names));

        HashSet<int> seen = [4, 4, 2, 4];
        Console.WriteLine(seen.Count + " " + seen.Contains(2));

        Doubler d = [1, 2, 3];
        Console.WriteLine(" -> " + string.Join(",", d));

        List<int> none = [];
        int[] empty = [];
        Console.WriteLine(none.Count + " " + empty.Length);

        Console.WriteLine(string.Join(" ", Words()) + " " + string.Join("", Letters()));

        object[] mixed = [1, "two", 3.0, null];
        Console.WriteLine(mixed.Length + " " + mixed[1] + " " + (mixed[3] == null));
    }
}
