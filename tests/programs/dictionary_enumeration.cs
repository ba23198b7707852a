// timeout: 180
// Enumerating a Dictionary<TKey,TValue>: .NET's order (insertion order
// until something is removed; then each new key takes the slot freed
// last), foreach over the dictionary (KeyValuePair, Deconstruct), Keys and
// Values (foreach, Count, CopyTo, into a List), the interfaces it
// implements (IDictionary, IReadOnlyDictionary, ICollection of pairs,
// IEnumerable<T>), enumerating through IEnumerator, and .NET's exceptions:
// adding during foreach, Current before MoveNext, mutating Keys/Values.
using System;
using System.Collections;
using System.Collections.Generic;

class DictionaryEnumeration
{
    static string Show(Dictionary<string, int> d)
    {
        string s = "";
        foreach (KeyValuePair<string, int> kv in d)
            s += kv.Key + "=" + kv.Value + " ";
        return s + "(" + d.Count + ")";
    }

    static void Order()
    {
        var d = new Dictionary<string, int>();
        foreach (string k in new string[] { "pear", "apple", "fig", "kiwi", "lime", "date" })
            d[k] = k.Length;
        Console.WriteLine(Show(d));
        d.Remove("apple");
        d.Remove("kiwi");
        d.Remove("nothing");
        Console.WriteLine(Show(d));
        d["plum"] = 1;    // kiwi's slot (freed last)
        d["fig"] = 30;    // an overwrite keeps its place
        d["mango"] = 2;   // apple's slot
        d["yuzu"] = 3;    // a new slot at the end
        Console.WriteLine(Show(d));
        d.Clear();
        d["z"] = 26;
        d["a"] = 1;
        Console.WriteLine(Show(d));

        var squares = new Dictionary<int, int>();
        for (int i = 100; i > 0; i -= 7)
            squares.Add(i, i * i);
        for (int i = 100; i > 0; i -= 21)
            squares.Remove(i);
        squares[5] = 25;
        squares[6] = 36;
        string s = "";
        foreach (var kv in squares)
            s += kv.Key + " ";
        Console.WriteLine(s);
    }

    static void KeysAndValues()
    {
        var d = new Dictionary<string, double> { ["b"] = 2.5, ["a"] = 1.0, ["c"] = -3.25 };
        string ks = "", vs = "";
        foreach (string k in d.Keys)
            ks += k;
        foreach (double v in d.Values)
            vs += v + ";";
        Console.WriteLine(ks + " " + vs + " " + d.Keys.Count + " " + d.Values.Count);
        var keys = new List<string>(d.Keys);
        keys.Sort();
        Console.WriteLine(keys[0] + keys[1] + keys[2]);
        string[] ka = new string[5];
        d.Keys.CopyTo(ka, 1);
        double[] va = new double[3];
        d.Values.CopyTo(va, 0);
        Console.WriteLine((ka[0] == null) + " " + ka[1] + ka[2] + ka[3] + " " + va[2]);
        var kc = d.Keys;
        d["d"] = 4;
        Console.WriteLine(kc.Count + " " + (kc == d.Keys) + " " + ((ICollection<string>)kc).Contains("d"));
        foreach (var kv in d) {
            string k;
            double v;
            kv.Deconstruct(out k, out v);
            Console.Write(k + ":" + v + " ");
        }
        Console.WriteLine();
    }

    static void Interfaces()
    {
        var d = new Dictionary<int, string> { { 1, "one" }, { 2, "two" } };
        IDictionary<int, string> id = d;
        id.Add(3, "three");
        id[4] = "four";
        string v;
        Console.WriteLine(id.Count + " " + id[3] + " " + id.ContainsKey(4) + " " + id.TryGetValue(9, out v) + " " + id.Keys.Count + " " + id.Values.Count);
        ICollection<KeyValuePair<int, string>> pairs = d;
        Console.WriteLine(pairs.Contains(new KeyValuePair<int, string>(2, "two")) + " " + pairs.Contains(new KeyValuePair<int, string>(2, "TWO")) + " " + pairs.IsReadOnly);
        Console.WriteLine(pairs.Remove(new KeyValuePair<int, string>(1, "uno")) + " " + pairs.Remove(new KeyValuePair<int, string>(1, "one")) + " " + d.Count);
        pairs.Add(new KeyValuePair<int, string>(7, "seven"));
        var arr = new KeyValuePair<int, string>[5];
        pairs.CopyTo(arr, 1);
        Console.WriteLine(arr[1] + " " + arr[4] + " " + arr[0]);
        IReadOnlyDictionary<int, string> ro = d;
        int n = 0;
        foreach (int k in ro.Keys)
            n += k;
        foreach (string s in ro.Values)
            n += s.Length;
        Console.WriteLine(ro.Count + " " + ro[7] + " " + n);
        IEnumerable<KeyValuePair<int, string>> seq = d;
        foreach (var kv in seq)
            Console.Write(kv + " ");
        Console.WriteLine();
        IEnumerator e = ((IEnumerable)d).GetEnumerator();
        while (e.MoveNext())
            Console.Write(e.Current + " ");
        Console.WriteLine();
        ICollection<string> vals = d.Values;
        Console.WriteLine(vals.Contains("seven") + " " + vals.Contains("one") + " " + vals.IsReadOnly);
    }

    static void Errors()
    {
        var d = new Dictionary<string, int> { ["a"] = 1, ["b"] = 2 };
        try {
            foreach (var kv in d)
                d[kv.Key + "!"] = 0;
        } catch (InvalidOperationException e) {
            Console.WriteLine(e.Message);
        }
        Console.WriteLine(Show(d));
        try {
            foreach (string k in d.Keys)
                d.Add(k + k, 1);
        } catch (InvalidOperationException e) {
            Console.WriteLine(e.Message);
        }
        IEnumerator e2 = ((IEnumerable)d).GetEnumerator();
        try {
            Console.WriteLine(e2.Current);
        } catch (InvalidOperationException e) {
            Console.WriteLine(e.Message);
        }
        ICollection<string> keys = d.Keys;
        try {
            keys.Add("x");
        } catch (NotSupportedException e) {
            Console.WriteLine(e.Message);
        }
        ICollection<int> values = d.Values;
        try {
            values.Clear();
        } catch (NotSupportedException e) {
            Console.WriteLine(e.Message);
        }
        try {
            d.Keys.CopyTo(new string[2], 1);
        } catch (ArgumentException e) {
            Console.WriteLine(e.Message);
        }
    }

    static void Main()
    {
        Order();
        KeysAndValues();
        Interfaces();
        Errors();
    }
}
