// System.Collections.Specialized.OrderedDictionary: keys in insertion
// order (Insert at an index), the indexer by key and by position,
// Remove/RemoveAt, Keys/Values, DictionaryEntry enumeration, .NET's
// argument checks.
using System;
using System.Collections;
using System.Collections.Specialized;

class Program
{
    static void Show(OrderedDictionary d)
    {
        foreach (DictionaryEntry de in d)
            Console.Write(de.Key + "=" + de.Value + " ");
        Console.WriteLine("(" + d.Count + ")");
    }

    static void Main()
    {
        var d = new OrderedDictionary();
        d.Add("one", 1);
        d.Add("two", 2);
        d.Add(3, "three");
        d["four"] = 4.5;
        Show(d);
        d.Insert(0, "zero", 0);
        d.Insert(2, "half", "1/2");
        Show(d);
        Console.WriteLine(d["two"] + " " + d[1] + " " + d[3] + " " + (d["nope"] == null));
        Console.WriteLine(d[(object)3]);
        d[0] = "ZERO";
        d["one"] = 11;
        Show(d);
        Console.WriteLine(d.Contains("half") + " " + d.Contains("x") + " " + d.Contains(3));
        d.Remove("half");
        d.Remove("missing");
        d.RemoveAt(0);
        Show(d);
        foreach (object k in d.Keys)
            Console.Write(k + ";");
        Console.WriteLine(d.Keys.Count);
        ICollection vals = d.Values;
        foreach (object v in vals)
            Console.Write(v + ";");
        Console.WriteLine(vals.Count);
        IEnumerator e = d.GetEnumerator();
        while (e.MoveNext()) {
            DictionaryEntry de = (DictionaryEntry)e.Current;
            Console.Write(de.Key + ":" + de.Value.GetType().Name + " ");
        }
        Console.WriteLine();
        var entry = new DictionaryEntry("k", "v");
        Console.WriteLine(entry.Key + "/" + entry.Value);

        try { d.Add("one", 5); }
        catch (ArgumentException ex) { Console.WriteLine(ex.GetType().Name); }
        try { d.Add(null, 5); }
        catch (ArgumentNullException ex) { Console.WriteLine(ex.GetType().Name + " " + ex.ParamName); }
        try { object x = d[10]; }
        catch (ArgumentOutOfRangeException ex) { Console.WriteLine(ex.GetType().Name + " " + ex.ParamName); }
        try { d.RemoveAt(-1); }
        catch (ArgumentOutOfRangeException ex) { Console.WriteLine(ex.GetType().Name + " " + ex.ParamName); }
        try { d.Insert(9, "k", 1); }
        catch (ArgumentOutOfRangeException ex) { Console.WriteLine(ex.GetType().Name + " " + ex.ParamName); }

        var big = new OrderedDictionary();
        for (int i = 0; i < 200; i++)
            big.Add("k" + i, i * i);
        for (int i = 0; i < 200; i += 3)
            big.Remove("k" + i);
        int sum = 0;
        foreach (DictionaryEntry de in big)
            sum += (int)de.Value;
        Console.WriteLine(big.Count + " " + sum + " " + big[0] + " " + big["k199"]);
        d.Clear();
        Show(d);
    }
}
