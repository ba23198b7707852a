// Dictionary<TKey,TValue>: Add, the indexer (get, set, overwrite), Count,
// TryGetValue, TryAdd, ContainsKey, ContainsValue, Remove (both forms),
// GetValueOrDefault, Clear, slot reuse after removals, growth through
// many keys, value-type and reference-type keys and values, and .NET's
// exceptions (duplicate key, missing key, null key, negative capacity).
using System;
using System.Collections.Generic;

class Point
{
    public int X, Y;
    public Point(int x, int y) { X = x; Y = y; }
    public override bool Equals(object o)
    {
        Point p = o as Point;
        return p != null && p.X == X && p.Y == Y;
    }
    public override int GetHashCode() { return X * 31 + Y; }
    public override string ToString() { return "(" + X + "," + Y + ")"; }
}

class DictionaryBasic
{
    static void Strings()
    {
        var d = new Dictionary<string, int>();
        d.Add("one", 1);
        d["two"] = 2;
        d["one"] = 11;
        Console.WriteLine(d.Count + " " + d["one"] + " " + d["two"]);
        int v;
        Console.WriteLine(d.TryGetValue("two", out v) + " " + v);
        Console.WriteLine(d.TryGetValue("three", out v) + " " + v);
        Console.WriteLine(d.ContainsKey("one") + " " + d.ContainsKey("One") + " " + d.ContainsValue(2) + " " + d.ContainsValue(5));
        Console.WriteLine(d.TryAdd("two", 22) + " " + d.TryAdd("three", 3) + " " + d["two"] + " " + d.Count);
        Console.WriteLine(d.Remove("one") + " " + d.Remove("one") + " " + d.Count);
        int removed;
        Console.WriteLine(d.Remove("three", out removed) + " " + removed + " " + d.Remove("three", out removed) + " " + removed);
        Console.WriteLine(d.GetValueOrDefault("two") + " " + d.GetValueOrDefault("none") + " " + d.GetValueOrDefault("none", -1));
        d.Clear();
        Console.WriteLine(d.Count + " " + d.ContainsKey("two"));
        d["again"] = 7;
        Console.WriteLine(d.Count + " " + d["again"]);
    }

    static void Ints()
    {
        var d = new Dictionary<int, int>();
        for (int i = 0; i < 5000; i++)
            d[i * 7] = i;
        long sum = 0;
        int found = 0;
        for (int i = 0; i < 35000; i++) {
            int x;
            if (d.TryGetValue(i, out x)) {
                sum += x;
                found++;
            }
        }
        Console.WriteLine(d.Count + " " + found + " " + sum);
        for (int i = 0; i < 5000; i += 2)
            d.Remove(i * 7);
        Console.WriteLine(d.Count + " " + d.ContainsKey(14) + " " + d.ContainsKey(21) + " " + d[21]);
        for (int i = 0; i < 5000; i += 2)
            d.Add(-i, i);
        Console.WriteLine(d.Count + " " + d[-4998] + " " + d.ContainsKey(-1));
        d[-1] = 5;
        d[-1] += 10;
        d[-1]++;
        Console.WriteLine(d[-1]);
    }

    static void ObjectsAndNulls()
    {
        var d = new Dictionary<Point, string>(10);
        d[new Point(1, 2)] = "a";
        d[new Point(3, 4)] = null;
        Console.WriteLine(d[new Point(1, 2)] + " " + (d[new Point(3, 4)] == null) + " " + d.Count);
        Console.WriteLine(d.ContainsValue(null) + " " + d.ContainsValue("a") + " " + d.ContainsValue("b"));
        var byChar = new Dictionary<char, List<string>>();
        string[] words = { "apple", "avocado", "banana", "blueberry", "cherry" };
        foreach (string w in words) {
            List<string> list;
            if (!byChar.TryGetValue(w[0], out list)) {
                list = new List<string>();
                byChar.Add(w[0], list);
            }
            list.Add(w);
        }
        Console.WriteLine(byChar.Count + " " + byChar['a'].Count + " " + byChar['b'][1] + " " + byChar['c'][0]);
        var longs = new Dictionary<long, double>();
        longs[1L << 40] = 2.5;
        longs[-(1L << 40)] = -2.5;
        Console.WriteLine(longs[1L << 40] + " " + longs[-(1L << 40)] + " " + longs.ContainsKey(0));
    }

    static void Errors()
    {
        var d = new Dictionary<string, int>();
        d.Add("k", 1);
        try { d.Add("k", 2); }
        catch (ArgumentException e) { Console.WriteLine(e.Message); }
        try { Console.WriteLine(d["missing"]); }
        catch (KeyNotFoundException e) { Console.WriteLine(e.Message); }
        var ints = new Dictionary<int, string>();
        try { Console.WriteLine(ints[42]); }
        catch (KeyNotFoundException e) { Console.WriteLine(e.Message); }
        try { d[null] = 1; }
        catch (ArgumentNullException e) { Console.WriteLine("null key: " + e.ParamName); }
        try { d.ContainsKey(null); }
        catch (ArgumentNullException e) { Console.WriteLine("null key: " + e.ParamName); }
        try { new Dictionary<int, int>(-1); }
        catch (ArgumentOutOfRangeException e) { Console.WriteLine("capacity: " + e.ParamName); }
        Console.WriteLine(d.Count + " " + d["k"]);
    }

    static void Main()
    {
        Strings();
        Ints();
        ObjectsAndNulls();
        Errors();
    }
}
