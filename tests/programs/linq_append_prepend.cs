// Enumerable.Append and Prepend: one element after or before a sequence,
// deferred (the source is read when enumerated, each time), chained, on
// strings and nested sequences, and the null source's exception.
using System;
using System.Collections.Generic;
using System.Linq;

class Program
{
    static IEnumerable<IEnumerable<int>> Grow(IEnumerable<int> seed, int n)
    {
        IEnumerable<int> cur = seed;
        for (int i = 0; i < n; i++) {
            cur = cur.Append(i);
            yield return cur;
        }
    }

    static void Main()
    {
        var xs = new List<int> { 2, 3 };
        IEnumerable<int> q = xs.Prepend(1).Append(4).Append(5);
        Console.WriteLine(string.Join(",", q));
        xs.Add(9);
        Console.WriteLine(string.Join(",", q) + " count " + q.Count());
        Console.WriteLine(string.Concat("bc".Prepend('a').Append('d')));
        Console.WriteLine(string.Join(" ", Enumerable.Empty<string>().Append("only")));
        foreach (var g in Grow(new[] { 7 }, 3))
            Console.WriteLine(string.Join("-", g.Prepend(0)));
        try {
            ((IEnumerable<int>)null).Append(1);
        } catch (ArgumentNullException e) {
            Console.WriteLine(e.ParamName);
        }
        try {
            ((IEnumerable<int>)null).Prepend(1);
        } catch (ArgumentNullException e) {
            Console.WriteLine(e.ParamName);
        }
    }
}
