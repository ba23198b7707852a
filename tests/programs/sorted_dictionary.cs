// SortedDictionary<TKey,TValue>: key order under the default and a
// reversed comparer, the indexer (add, overwrite keeps the first key),
// Keys/Values in key order, TryGetValue, ContainsValue, Remove, CopyTo,
// the ICollection<KeyValuePair> members, and the exceptions: a duplicate
// key, a missing key, a null key, mutating the key/value collections, and
// a dictionary changed during foreach (a value overwrite included).
using System;
using System.Collections.Generic;

class Descending : IComparer<int>
{
    public int Compare(int a, int b) { return b.CompareTo(a); }
}

class IgnoreCase : IComparer<string>
{
    public int Compare(string a, string b) { return string.Compare(a.ToUpper(), b.ToUpper()); }
}

class Program
{
    static void Main()
    {
        var d = new SortedDictionary<string, int>();
        foreach (string w in "the quick brown fox jumps over the lazy dog the end".Split(' ')) {
            int c;
            d.TryGetValue(w, out c);
            d[w] = c + 1;
        }
        foreach (KeyValuePair<string, int> kv in d)
            Console.Write(kv.Key + "=" + kv.Value + " ");
        Console.WriteLine();
        Console.WriteLine(d.Count + " " + string.Join(",", d.Keys) + " | " + string.Join(",", d.Values));
        Console.WriteLine(d.ContainsKey("fox") + " " + d.ContainsKey("cat") + " " + d.ContainsValue(3) + " " + d.ContainsValue(4));
        Console.WriteLine(d.Remove("the") + " " + d.Remove("the") + " " + d.Count);

        var r = new SortedDictionary<int, string>(new Descending());
        for (int i = 1; i <= 5; i++)
            r.Add(i * 3 % 7, "v" + i);
        foreach (var kv in r)
            Console.Write(kv + " ");
        Console.WriteLine();

        var ci = new SortedDictionary<string, int>(new IgnoreCase());
        ci["Apple"] = 1;
        ci["APPLE"] = 2;
        ci["banana"] = 3;
        foreach (var kv in ci)
            Console.Write(kv.Key + ":" + kv.Value + " ");
        Console.WriteLine(ci["aPPle"]);

        var copy = new SortedDictionary<string, int>(new Dictionary<string, int> { { "z", 26 }, { "a", 1 }, { "m", 13 } });
        var pairs = new KeyValuePair<string, int>[4];
        copy.CopyTo(pairs, 1);
        Console.WriteLine(string.Join(" ", pairs));
        ICollection<KeyValuePair<string, int>> col = copy;
        Console.WriteLine(col.Contains(new KeyValuePair<string, int>("m", 13)) + " " + col.Contains(new KeyValuePair<string, int>("m", 12)));
        Console.WriteLine(col.Remove(new KeyValuePair<string, int>("m", 12)) + " " + col.Remove(new KeyValuePair<string, int>("m", 13)) + " " + copy.Count);
        string[] keys = new string[2];
        copy.Keys.CopyTo(keys, 0);
        Console.WriteLine(keys[0] + keys[1] + " " + copy.Keys.Count + " " + copy.Values.Count);

        try {
            copy.Add("a", 2);
        } catch (ArgumentException ex) {
            Console.WriteLine("ArgumentException: " + ex.Message);
        }
        try {
            Console.WriteLine(copy["q"]);
        } catch (KeyNotFoundException ex) {
            Console.WriteLine("KeyNotFoundException: " + ex.Message);
        }
        try {
            copy[null] = 5;
        } catch (ArgumentNullException ex) {
            Console.WriteLine("ArgumentNullException: " + ex.ParamName);
        }
        try {
            ((ICollection<string>)copy.Keys).Add("x");
        } catch (NotSupportedException ex) {
            Console.WriteLine("NotSupportedException: " + ex.Message);
        }
        try {
            ((ICollection<int>)copy.Values).Clear();
        } catch (NotSupportedException ex) {
            Console.WriteLine("NotSupportedException: " + ex.Message);
        }
        try {
            foreach (var kv in copy)
                copy[kv.Key] = kv.Value + 1;
        } catch (InvalidOperationException ex) {
            Console.WriteLine("InvalidOperationException: " + ex.Message);
        }
        try {
            foreach (string k in copy.Keys)
                copy.Remove(k);
        } catch (InvalidOperationException ex) {
            Console.WriteLine("InvalidOperationException: " + ex.Message);
        }
        Console.WriteLine(copy.Count + " " + copy["z"]);
        copy.Clear();
        Console.WriteLine(copy.Count + " " + copy.ContainsKey("z"));
    }
}
