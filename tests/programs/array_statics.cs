// System.Array's static members over T[]: Sort (default order, IComparer,
// Comparison, a range, keys with items), BinarySearch, Reverse, IndexOf and
// LastIndexOf (with ranges), Fill, Clear, Copy (overlapping ranges of one
// array), ConstrainedCopy, Resize, Empty, and the delegate members (Exists,
// Find, FindLast, FindAll, FindIndex, FindLastIndex, ConvertAll, ForEach,
// TrueForAll); .NET's exceptions for null arrays and bad ranges
// (array_statics_errors.cs has the messages).
using System;
using System.Collections.Generic;

class Desc : IComparer<int>
{
    public int Compare(int x, int y) { return y.CompareTo(x); }
}

class P
{
    static void Show<T>(string what, T[] a)
    {
        Console.Write(what + ":");
        for (int i = 0; i < a.Length; i++)
            Console.Write(" " + a[i]);
        Console.WriteLine();
    }

    static void Main()
    {
        int[] a = { 5, 3, 9, 1, 7, 3, 8, 2, 6, 4, 0, 11, 15, 13, 12, 14, 10, 19, 17, 18, 16 };
        Array.Sort(a);
        Show("sorted", a);
        Array.Sort(a, new Desc());
        Show("desc", a);
        Array.Sort(a, (x, y) => (x % 5).CompareTo(y % 5) != 0 ? (x % 5).CompareTo(y % 5) : x.CompareTo(y));
        Show("mod5", a);
        int[] r = { 9, 8, 7, 6, 5, 4, 3, 2, 1 };
        Array.Sort(r, 2, 4);
        Show("range", r);
        Array.Sort(r, 0, 3, new Desc());
        Show("range desc", r);

        string[] names = { "pear", "apple", "fig", "kiwi", "banana" };
        int[] lens = { 4, 5, 3, 4, 6 };
        Array.Sort(names, lens);
        Show("names", names);
        Show("lens", lens);
        Array.Sort(lens, names);
        Show("by len", names);
        int[] ks = { 3, 1, 2 };
        Array.Sort<int, string>(ks, null);
        Show("keys only", ks);

        int[] s = { 1, 3, 5, 7, 9, 11 };
        Console.WriteLine("bs 7: " + Array.BinarySearch(s, 7));
        Console.WriteLine("bs 4: " + Array.BinarySearch(s, 4));
        Console.WriteLine("bs 12: " + Array.BinarySearch(s, 12));
        Console.WriteLine("bs range: " + Array.BinarySearch(s, 1, 3, 9));
        int[] sd = { 9, 7, 5, 3 };
        Console.WriteLine("bs desc: " + Array.BinarySearch(sd, 5, new Desc()));

        string[] w = { "a", "b", "c", "b", "a" };
        Console.WriteLine("IndexOf b: " + Array.IndexOf(w, "b"));
        Console.WriteLine("IndexOf b from 2: " + Array.IndexOf(w, "b", 2));
        Console.WriteLine("IndexOf a in 1..3: " + Array.IndexOf(w, "a", 1, 3));
        Console.WriteLine("LastIndexOf a: " + Array.LastIndexOf(w, "a"));
        Console.WriteLine("LastIndexOf a from 3: " + Array.LastIndexOf(w, "a", 3));
        Console.WriteLine("LastIndexOf b 3,2: " + Array.LastIndexOf(w, "b", 3, 2));
        Console.WriteLine("IndexOf null: " + Array.IndexOf(new string[] { "x", null }, null));
        Console.WriteLine("IndexOf empty: " + Array.IndexOf(new int[0], 1) + " " + Array.LastIndexOf(new int[0], 1));

        int[] v = { 1, 2, 3, 4, 5, 6 };
        Array.Reverse(v);
        Show("reversed", v);
        Array.Reverse(v, 1, 3);
        Show("reversed 1,3", v);

        double[] d = new double[5];
        Array.Fill(d, 2.5);
        Show("fill", d);
        Array.Fill(d, -1.0, 1, 2);
        Show("fill 1,2", d);
        Array.Clear(d, 3, 2);
        Show("clear 3,2", d);

        int[] c = { 0, 1, 2, 3, 4, 5, 6, 7 };
        Array.Copy(c, 0, c, 2, 5);
        Show("copy up", c);
        int[] c2 = { 0, 1, 2, 3, 4, 5, 6, 7 };
        Array.Copy(c2, 3, c2, 0, 5);
        Show("copy down", c2);
        int[] dst = new int[4];
        Array.Copy(c2, dst, 3);
        Show("copy n", dst);
        Array.ConstrainedCopy(c2, 5, dst, 1, 3);
        Show("constrained", dst);
        long n64 = 2;
        Array.Copy(c2, dst, n64);
        Show("copy long", dst);

        char[] g = { 'a', 'b', 'c' };
        Array.Resize(ref g, 5);
        Console.WriteLine("grown " + g.Length + " " + (int)g[4] + " " + g[2]);
        Array.Resize(ref g, 2);
        Show("shrunk", g);
        char[] none = null;
        Array.Resize(ref none, 3);
        Console.WriteLine("from null " + none.Length);

        string[] e1 = Array.Empty<string>();
        string[] e2 = Array.Empty<string>();
        Console.WriteLine("empty " + e1.Length + " " + (e1 == e2) + " " + Array.Empty<int>().Length);

        int[] q = { 4, 8, 15, 16, 23, 42 };
        Console.WriteLine("Exists odd: " + Array.Exists(q, x => x % 2 == 1));
        Console.WriteLine("Exists >50: " + Array.Exists(q, x => x > 50));
        Console.WriteLine("Find >10: " + Array.Find(q, x => x > 10));
        Console.WriteLine("Find none: " + Array.Find(q, x => x > 100));
        Console.WriteLine("FindLast even: " + Array.FindLast(q, x => x % 2 == 0));
        Show("FindAll even", Array.FindAll(q, x => x % 2 == 0));
        Console.WriteLine("FindIndex >10: " + Array.FindIndex(q, x => x > 10));
        Console.WriteLine("FindIndex from 3: " + Array.FindIndex(q, 3, x => x > 10));
        Console.WriteLine("FindIndex 0,2: " + Array.FindIndex(q, 0, 2, x => x > 10));
        Console.WriteLine("FindLastIndex <20: " + Array.FindLastIndex(q, x => x < 20));
        Console.WriteLine("FindLastIndex from 2: " + Array.FindLastIndex(q, 2, x => x > 5));
        Console.WriteLine("FindLastIndex 5,2: " + Array.FindLastIndex(q, 5, 2, x => x < 20));
        Show("ConvertAll", Array.ConvertAll(q, x => "<" + x + ">"));
        int sum = 0;
        Array.ForEach(q, x => sum += x);
        Console.WriteLine("ForEach sum: " + sum);
        Console.WriteLine("TrueForAll >0: " + Array.TrueForAll(q, x => x > 0));
        Console.WriteLine("TrueForAll even: " + Array.TrueForAll(q, x => x % 2 == 0));
        Console.WriteLine("TrueForAll empty: " + Array.TrueForAll(new int[0], x => false));

        try {
            Array.Sort((int[])null);
        } catch (ArgumentNullException ex) {
            Console.WriteLine("ArgumentNullException: " + ex.ParamName);
        }
        try {
            Array.Sort(new int[] { 2, 1 }, (x, y) => { throw new FormatException("bad compare"); });
        } catch (InvalidOperationException ex) {
            Console.WriteLine("InvalidOperationException: " + ex.Message + " / " + ex.InnerException.Message);
        }
        try {
            Array.Copy(new int[3], new int[2], 3);
        } catch (ArgumentException ex) {
            Console.WriteLine("ArgumentException: " + ex.ParamName);
        }
    }
}
