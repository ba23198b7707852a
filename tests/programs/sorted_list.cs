// SortedList<TKey, TValue>: keys kept in the comparer's order in parallel
// arrays; indexer, Add, TryGetValue, Remove, RemoveAt, IndexOfKey and
// IndexOfValue, the Keys and Values lists by index (read-only), a reverse
// comparer, enumeration stopped by a change, LINQ over it.
using System;
using System.Collections.Generic;
using System.Linq;

class Program
{
    static void Show<K, V>(string what, SortedList<K, V> s)
    {
        Console.WriteLine(what + " (" + s.Count + "): " + string.Join(" ", s.Select(kv => kv.Key + "=" + kv.Value)));
    }

    static void Main()
    {
        var s = new SortedList<string, int>();
        s.Add("pear", 3);
        s.Add("apple", 5);
        s["fig"] = 1;
        s["kiwi"] = 8;
        s["fig"] = 2;
        Show("start", s);
        try { s.Add("pear", 9); } catch (ArgumentException e) { Console.WriteLine("dup: " + e.GetType().Name); }
        try { Console.WriteLine(s["plum"]); } catch (KeyNotFoundException e) { Console.WriteLine("missing: " + e.GetType().Name); }
        try { s.Add(null, 1); } catch (ArgumentNullException e) { Console.WriteLine("null: " + e.GetType().Name); }
        int v;
        Console.WriteLine(s.TryGetValue("kiwi", out v) + " " + v + " " + s.TryGetValue("nope", out v) + " " + v);
        Console.WriteLine(s.IndexOfKey("kiwi") + " " + s.IndexOfKey("zzz") + " " + s.IndexOfValue(3) + " " + s.ContainsValue(7));
        Console.WriteLine(s.Keys[0] + " " + s.Values[s.Count - 1] + " " + s.Keys.Count + " " + s.Keys.IndexOf("pear"));
        IList<string> keys = s.Keys;
        try { keys.Add("x"); } catch (NotSupportedException e) { Console.WriteLine("keys: " + e.GetType().Name); }
        try { s.Values[0] = 4; } catch (NotSupportedException e) { Console.WriteLine("values: " + e.GetType().Name); }
        Console.WriteLine(s.Remove("apple") + " " + s.Remove("apple"));
        s.RemoveAt(0);
        Show("removed", s);
        try {
            foreach (var kv in s)
                s["zz"] = 0;
        } catch (InvalidOperationException e) { Console.WriteLine("changed: " + e.GetType().Name); }
        foreach (KeyValuePair<string, int> kv in s)
            Console.WriteLine(kv);
        foreach (var k in s.Keys)
            Console.Write(k + ";");
        Console.WriteLine();

        var desc = new SortedList<int, string>(Comparer<int>.Create((a, b) => b.CompareTo(a)));
        for (int i = 1; i <= 6; i++)
            desc[i * 7 % 10] = "n" + i;
        Show("desc", desc);
        Console.WriteLine(desc.First().Value + " " + desc.Keys.Max() + " " + desc.Values.Where(x => x.EndsWith("3")).Count());

        var copy = new SortedList<int, string>(new Dictionary<int, string> { { 3, "c" }, { 1, "a" }, { 2, "b" } });
        Show("copy", copy);
        Console.WriteLine(copy.Capacity >= 3);
        copy.Clear();
        Console.WriteLine(copy.Count + " " + copy.ContainsKey(1));
    }
}
