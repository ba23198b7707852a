// SortedSet<T>: order under the default and a custom comparer, Add/Remove
// results, Min/Max (default when empty), set operations with duplicates in
// the other sequence, RemoveWhere, Reverse, TryGetValue, CopyTo, and the
// exceptions: a set modified during foreach, null arguments, CopyTo room.
using System;
using System.Collections.Generic;

class ByLength : IComparer<string>
{
    public int Compare(string a, string b)
    {
        int c = a.Length.CompareTo(b.Length);
        return c != 0 ? c : string.CompareOrdinal(a, b);
    }
}

class Program
{
    static string Show<T>(IEnumerable<T> items)
    {
        return "[" + string.Join(", ", items) + "]";
    }

    static void Main()
    {
        var s = new SortedSet<int>();
        Console.WriteLine(s.Min + " " + s.Max + " " + s.Count);
        int[] adds = { 50, 20, 80, 20, 10, 60, 90, 30, 70, 40, 50 };
        foreach (int x in adds)
            Console.Write(s.Add(x) ? "+" : "=");
        Console.WriteLine();
        Console.WriteLine(Show(s) + " count " + s.Count + " min " + s.Min + " max " + s.Max);
        Console.WriteLine(s.Remove(20) + " " + s.Remove(25) + " " + Show(s));
        Console.WriteLine(s.Contains(60) + " " + s.Contains(61));
        Console.WriteLine(Show(s.Reverse()));

        // many insertions and removals keep the order (the tree rebalances)
        var big = new SortedSet<int>();
        for (int i = 0; i < 2000; i++)
            big.Add((i * 7919) % 2003);
        for (int i = 0; i < 2003; i += 3)
            big.Remove(i);
        int prev = -1, n = 0;
        bool ordered = true;
        foreach (int x in big) {
            ordered &= x > prev;
            prev = x;
            n++;
        }
        Console.WriteLine(ordered + " " + n + " " + big.Count + " " + big.Min + " " + big.Max);

        var words = new SortedSet<string>(new[] { "pear", "fig", "apple", "kiwi", "banana", "fig" }, new ByLength());
        Console.WriteLine(Show(words));
        string actual;
        Console.WriteLine(words.TryGetValue("kiwi", out actual) + " " + actual);
        Console.WriteLine(words.TryGetValue("plum", out actual) + " " + (actual == null));

        var a = new SortedSet<int>(new[] { 1, 2, 3, 4, 5 });
        var b = new List<int> { 4, 5, 6, 7, 4 };
        var u = new SortedSet<int>(a); u.UnionWith(b); Console.WriteLine("union " + Show(u));
        var i2 = new SortedSet<int>(a); i2.IntersectWith(b); Console.WriteLine("intersect " + Show(i2));
        var e = new SortedSet<int>(a); e.ExceptWith(b); Console.WriteLine("except " + Show(e));
        var x2 = new SortedSet<int>(a); x2.SymmetricExceptWith(b); Console.WriteLine("symmetric " + Show(x2));
        var small = new SortedSet<int> { 2, 3 };
        Console.WriteLine(small.IsSubsetOf(a) + " " + small.IsProperSubsetOf(a) + " " + a.IsSupersetOf(small) + " " + a.IsProperSupersetOf(small));
        Console.WriteLine(a.IsSubsetOf(new[] { 5, 4, 3, 2, 1, 1 }) + " " + a.IsProperSubsetOf(new[] { 5, 4, 3, 2, 1, 1 }) + " " + a.SetEquals(new[] { 5, 4, 3, 2, 1, 1 }));
        Console.WriteLine(a.Overlaps(b) + " " + small.Overlaps(b) + " " + new SortedSet<int>().IsSubsetOf(b));

        var evens = new SortedSet<int>(a);
        Console.WriteLine(evens.RemoveWhere(v => v % 2 == 1) + " " + Show(evens));

        int[] dest = new int[7];
        a.CopyTo(dest, 1);
        Console.WriteLine(Show(dest));
        a.CopyTo(dest, 0, 2);
        Console.WriteLine(Show(dest));

        try {
            foreach (int v in a)
                if (v == 3)
                    a.Add(10);
        } catch (InvalidOperationException ex) {
            Console.WriteLine("InvalidOperationException: " + ex.Message);
        }
        try {
            foreach (int v in a.Reverse())
                if (v == 3)
                    a.Remove(1);
        } catch (InvalidOperationException ex) {
            Console.WriteLine("InvalidOperationException: " + ex.Message);
        }
        try {
            a.UnionWith(null);
        } catch (ArgumentNullException ex) {
            Console.WriteLine("ArgumentNullException: " + ex.ParamName);
        }
        try {
            a.CopyTo(new int[3], 1);
        } catch (ArgumentException ex) {
            Console.WriteLine("ArgumentException: " + ex.Message);
        }
        a.Clear();
        Console.WriteLine(a.Count + " " + Show(a) + " " + a.Min);
        var names = new SortedSet<string> { "b", "a", "c" };
        Console.WriteLine(names.Min + names.Max + " " + (new SortedSet<string>().Min == null));
    }
}
