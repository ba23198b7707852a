// TakeLast and SkipLast: counts past either end, zero and negative, lazy
// reading (nothing read before the first MoveNext; a side effect per
// element in source order), a fresh window per enumeration, null source.
using System;
using System.Collections.Generic;
using System.Linq;

class P {
    static IEnumerable<int> Src(int n, List<string> log) {
        for (int i = 1; i <= n; i++) { log.Add("r" + i); yield return i; }
    }
    static string S(IEnumerable<int> xs) { return "[" + string.Join(",", xs) + "]"; }
    static void Main() {
        var a = new[] { 1, 2, 3, 4, 5 };
        foreach (var n in new[] { -1, 0, 2, 5, 9 })
            Console.WriteLine(n + ": " + S(a.TakeLast(n)) + " " + S(a.SkipLast(n)));
        var log = new List<string>();
        var t = Src(4, log).TakeLast(2);
        var s = Src(4, log).SkipLast(1);
        Console.WriteLine(log.Count);
        using (var e = s.GetEnumerator()) {
            e.MoveNext();
            Console.WriteLine(e.Current + " after " + string.Join(" ", log));
        }
        log.Clear();
        Console.WriteLine(S(t) + S(t) + " " + log.Count);
        Console.WriteLine(S(new List<int>().TakeLast(3)) + S(Enumerable.Range(0, 3).SkipLast(0)));
        Console.WriteLine(string.Join("", "abcdef".TakeLast(3)) + " " + string.Join("", "abcdef".SkipLast(4)));
        try { ((int[])null).TakeLast(1); } catch (ArgumentNullException e) { Console.WriteLine(e.ParamName); }
        try { ((int[])null).SkipLast(1); } catch (ArgumentNullException e) { Console.WriteLine(e.ParamName); }
    }
}
