// mono: skip
// The null-forgiving operator e! (C# 8) and the notnull constraint: both
// only feed the nullable analysis, so e! is e (target typing of default!
// and null! included, member access, indexing, `o !is string`) and
// `where T : notnull` constrains nothing at run time.
#nullable enable
using System;
using System.Collections.Generic;

class Node { public string? Name; public Node? Next; }

class Tally<TKey> where TKey : notnull
{
    readonly Dictionary<TKey, int> counts = new Dictionary<TKey, int>();
    public void Add(TKey k) => counts[k] = counts.TryGetValue(k, out var c) ? c + 1 : 1;
    public int this[TKey k] => counts.TryGetValue(k, out var c) ? c : 0;
}

class Program
{
    static string? Find(Dictionary<string, string> d, string k) => d.TryGetValue(k, out var v) ? v : null;

    static TKey MaxKey<TKey, TVal>(Dictionary<TKey, TVal> d) where TKey : notnull, IComparable<TKey>
    {
        TKey best = default!;
        bool any = false;
        foreach (var k in d.Keys)
            if (!any || k.CompareTo(best) > 0) { best = k; any = true; }
        return best;
    }

    static void Main()
    {
        var n = new Node { Name = "ab", Next = new Node { Name = "xyz" } };
        Console.WriteLine(n.Next!.Name!.Length);
        string s = Find(new Dictionary<string, string> { ["k"] = "v" }, "k")!;
        Console.WriteLine(s);
        object o = null!;
        Console.WriteLine(o == null);
        Console.WriteLine(o !is string);
        int[] a = { 1, 2, 3 };
        Console.WriteLine(a![1] + a!.Length);
        bool t = true;
        Console.WriteLine(!t! + " " + (t! != false));
        Node? none = null;
        try { Console.WriteLine(none!.Name); }
        catch (NullReferenceException) { Console.WriteLine("NullReferenceException"); }
        var tally = new Tally<string>();
        tally.Add("a"); tally.Add("b"); tally.Add("a");
        Console.WriteLine(tally["a"] + " " + tally["z"]);
        var ti = new Tally<int>();
        ti.Add(3);
        Console.WriteLine(ti[3]);
        Console.WriteLine(MaxKey(new Dictionary<string, int> { ["x"] = 1, ["y"] = 2 }));
        Console.WriteLine(MaxKey(new Dictionary<int, string> { [7] = "a", [3] = "b" }));
    }
}
