// mono: skip
// .NET Core 3.0+'s rule for changing a Dictionary while enumerating it:
// overwriting a value, removing entries (also the current one) and Clear
// do not stop the enumeration; adding a key does. (Mono 6.8's older
// Dictionary throws on all of them.)
using System;
using System.Collections.Generic;

class DictionaryModifyEnumerating
{
    static void Main()
    {
        var d = new Dictionary<int, string>();
        for (int i = 0; i < 10; i++)
            d[i] = "v" + i;
        foreach (var kv in d)
            d[kv.Key] = kv.Value + "!";
        foreach (var kv in d)
            if (kv.Key % 3 != 0)
                d.Remove(kv.Key);
        string s = "";
        foreach (var kv in d)
            s += kv + " ";
        Console.WriteLine(s + d.Count);
        int seen = 0;
        foreach (int k in d.Keys) {
            seen++;
            d.Clear();
        }
        Console.WriteLine(seen + " " + d.Count);
        d[1] = "a";
        d[2] = "b";
        try {
            foreach (string v in d.Values)
                d[v.Length + 10] = v;
        } catch (InvalidOperationException e) {
            Console.WriteLine(e.Message);
        }
        Console.WriteLine(d.Count);
    }
}
