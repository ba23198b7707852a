// Dictionary's copy constructors: from an IDictionary (a copy in the
// source's enumeration order, free slots not kept, so later additions go
// last) and from a sequence of pairs, with .NET's null and duplicate-key
// exceptions.
using System;
using System.Collections.Generic;
class P {
    static void Main() {
        var d = new Dictionary<string, int> { ["a"] = 1, ["b"] = 2, ["c"] = 3 };
        d.Remove("a");
        var copy = new Dictionary<string, int>(d);
        copy["z"] = 26;
        d["y"] = 25;
        foreach (var kv in copy) Console.Write(kv + " ");
        Console.WriteLine();
        foreach (var kv in d) Console.Write(kv + " ");
        Console.WriteLine();
        var fromList = new Dictionary<string, int>(new List<KeyValuePair<string, int>> { new KeyValuePair<string, int>("q", 1) });
        Console.WriteLine(fromList["q"] + " " + fromList.Count);
        try { new Dictionary<string, int>((IDictionary<string, int>)null); } catch (ArgumentNullException e) { Console.WriteLine(e.ParamName); }
        try { new Dictionary<string, int>(new List<KeyValuePair<string, int>> { new KeyValuePair<string, int>("q", 1), new KeyValuePair<string, int>("q", 2) }); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
    }
}
