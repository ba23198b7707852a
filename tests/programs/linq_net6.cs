// .NET 6's operators: Chunk (a short last chunk, size checked), MinBy and
// MaxBy (the first of equal keys; empty: an exception for a value type,
// null for a reference type), DistinctBy (the first per key, lazily), and
// Zip into tuples. Mono 6.8's library has none of them: the expected output
// follows .NET's documented behaviour, checked by hand.
// mono: skip
using System;
using System.Collections.Generic;
using System.Linq;

class P {
    static void Main() {
        var xs = new[] { 5, 1, 4, 1, 5, 9, 2 };
        foreach (var c in xs.Chunk(3))
            Console.Write("[" + string.Join(",", c) + "]");
        Console.WriteLine(" " + xs.Chunk(7).Count() + " " + new int[0].Chunk(2).Count());
        try { xs.Chunk(0); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.ParamName); }
        var words = new[] { "pear", "fig", "apple", "kiwi", "plum", "yam" };
        Console.WriteLine(words.MinBy(w => w.Length) + " " + words.MaxBy(w => w.Length) + " " + words.MaxBy(w => w[0]));
        Console.WriteLine(new string[0].MinBy(w => w.Length) == null);
        try { new int[0].MaxBy(x => x); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        var seen = new List<string>();
        var d = words.DistinctBy(w => { seen.Add(w); return w.Length; });
        Console.WriteLine(seen.Count);
        Console.WriteLine(string.Join(",", d) + " " + seen.Count);
        foreach (var p in xs.Zip(words))
            Console.Write(p.Item1 + p.Item2 + " ");
        Console.WriteLine(xs.Zip(words).Last());
    }
}
