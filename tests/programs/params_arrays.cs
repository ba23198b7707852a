// `params` arrays: the expanded form (zero, one, many arguments), the normal
// form (an array, null), params after fixed parameters, overloads where the
// normal form wins over the expanded one, params of strings, longs and
// objects of a class, on static and instance methods and constructors.
using System;

class Bag
{
    readonly string[] items;
    public Bag(params string[] items) { this.items = items; }
    public int Count { get { return items.Length; } }
    public string Joined(string sep, params int[] picks)
    {
        string r = "";
        for (int i = 0; i < picks.Length; i++)
            r += (i > 0 ? sep : "") + items[picks[i]];
        return r;
    }
}

class Node
{
    public int Id;
    public Node(int id) { Id = id; }
}

class Program
{
    static int Sum(params int[] xs)
    {
        int s = 0;
        for (int i = 0; i < xs.Length; i++)
            s += xs[i];
        return s;
    }

    static string Count(params int[] xs) { return xs == null ? "null" : "len " + xs.Length; }

    static long Total(long first, params long[] rest)
    {
        long t = first;
        for (int i = 0; i < rest.Length; i++)
            t += rest[i];
        return t;
    }

    static string Pick(int x) { return "one int"; }
    static string Pick(int x, int y) { return "two ints"; }
    static string Pick(params int[] xs) { return "params of " + xs.Length; }

    static string Ids(params Node[] nodes)
    {
        string r = "";
        for (int i = 0; i < nodes.Length; i++)
            r += nodes[i].Id + ";";
        return r;
    }

    static void Main()
    {
        Console.WriteLine(Sum());
        Console.WriteLine(Sum(7));
        Console.WriteLine(Sum(1, 2, 3, 4, 5));
        Console.WriteLine(Sum(new int[] { 10, 20 }));
        Console.WriteLine(Count());
        Console.WriteLine(Count(null));
        Console.WriteLine(Count(1, 2));
        Console.WriteLine(Total(1));
        Console.WriteLine(Total(1, 2, 3));
        Console.WriteLine(Total(1, 2L, 'a'));
        Console.WriteLine(Pick(1));
        Console.WriteLine(Pick(1, 2));
        Console.WriteLine(Pick(1, 2, 3));
        Console.WriteLine(Pick());
        Console.WriteLine(Ids(new Node(4), new Node(2)));
        Bag b = new Bag("zero", "one", "two", "three");
        Console.WriteLine(b.Count);
        Console.WriteLine(b.Joined(", ", 3, 1, 0));
        Console.WriteLine(b.Joined("+"));
        Console.WriteLine(new Bag().Count);
        int k = 0;
        Console.WriteLine(Sum(k++, k++, k++) + " " + k);
    }
}
