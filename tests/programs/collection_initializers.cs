// Collection initializers (Add on each element, `{ a, b }` as Add's
// arguments, Add's result dropped, overloads by argument type), index
// initializers (`[k] = v`, mixed with member assignments), evaluation in
// source order, on List, on Dictionary (Add's duplicate-key exception
// included) and on a program's own class.
using System;
using System.Collections;
using System.Collections.Generic;

class Bag : IEnumerable
{
    public string Log = "";
    public int Count;
    public void Add(int x) { Count++; Log += " int:" + x; }
    public void Add(string k, int v) { Count++; Log += " pair:" + k + "=" + v; }
    public bool Add(string s) { Count++; Log += " str:" + s; return true; }
    public string this[string k, int i]
    {
        get { return k + i; }
        set { Log += " [" + k + "," + i + "]=" + value; }
    }
    public string Name { get; set; }
    public IEnumerator GetEnumerator() { return null; }
}

class CollectionInitializers
{
    static int Trace(int v)
    {
        Console.WriteLine("eval " + v);
        return v;
    }

    static void Main()
    {
        Bag b = new Bag { 1, Trace(2), { "k", Trace(3) }, "s", { "m", 4 } };
        Console.WriteLine(b.Count + ":" + b.Log);
        Bag c = new Bag() { ["a", 1] = "x", Name = "named", ["b", Trace(2)] = "y" };
        Console.WriteLine(c.Name + ":" + c.Log);
        Bag empty = new Bag { };
        Console.WriteLine(empty.Count + ":" + empty.Log + ".");

        var ages = new Dictionary<string, int> { ["ann"] = 31, ["bob"] = 27, ["ann"] = 32 };
        Console.WriteLine(ages.Count + " " + ages["ann"] + " " + ages["bob"]);
        var squares = new Dictionary<int, int>(8) { [3] = 9, [4] = 16 };
        Console.WriteLine(squares[3] + squares[4]);
        var nested = new Dictionary<string, Dictionary<int, string>> {
            ["x"] = new Dictionary<int, string> { [1] = "one" },
        };
        Console.WriteLine(nested["x"][1]);
        string[] keys = { "p", "q" };
        int n = 0;
        var fromLoop = new Dictionary<string, int> { [keys[n++]] = n, [keys[n++]] = n };
        Console.WriteLine(fromLoop["p"] + " " + fromLoop["q"] + " " + n);

        var list = new List<int> { 3, Trace(1), 4 };
        var names = new List<string>(4) { "x", "y" };
        Console.WriteLine(list.Count + " " + list[1] + " " + names.Count + " " + names.Capacity);
        var pairs = new Dictionary<string, int> { { "one", 1 }, { "two", Trace(2) } };
        foreach (var kv in pairs)
            Console.Write(kv + " ");
        Console.WriteLine();
        var grid = new List<List<int>> { new List<int> { 1 }, new List<int> { 2, 3 } };
        Console.WriteLine(grid[1][1] + grid[0][0]);
        try {
            var dup = new Dictionary<string, int> { { "k", 1 }, { "k", 2 } };
            Console.WriteLine(dup.Count);
        } catch (ArgumentException e) {
            Console.WriteLine(e.Message);
        }
    }
}
