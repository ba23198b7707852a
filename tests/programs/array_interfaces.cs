// Arrays as generic collections: T[] converts to IEnumerable<T>,
// ICollection<T>, IList<T>, IReadOnlyCollection<T>, IReadOnlyList<T> and
// System.Collections.IEnumerable (arguments, locals, returns, type
// inference of a generic method's T), foreach through each, Count, the
// indexer (writes reach the array), IndexOf, Contains, CopyTo,
// IsReadOnly, casts and tests from object and back to the array (the same
// object), arrays of strings, structs and arrays, an empty array, and the
// exception types of the fixed-size list (array_interfaces_errors.cs has
// the messages).
using System;
using System.Collections;
using System.Collections.Generic;

struct Pt
{
    public int X, Y;
    public Pt(int x, int y) { X = x; Y = y; }
    public override string ToString() { return "(" + X + "," + Y + ")"; }
}

class P
{
    static int Sum(IEnumerable<int> e)
    {
        int s = 0;
        foreach (int x in e)
            s += x;
        return s;
    }

    static string Show<T>(IEnumerable<T> e)
    {
        string r = "";
        foreach (T x in e)
            r += (r.Length > 0 ? " " : "") + x;
        return "[" + r + "]";
    }

    static int CountOf<T>(ICollection<T> c) { return c.Count; }

    static T Last<T>(IReadOnlyList<T> l) { return l[l.Count - 1]; }

    static IList<string> Names() { return new string[] { "ann", "bob", "cy" }; }

    static void Main()
    {
        int[] a = { 3, 1, 4, 1, 5 };
        Console.WriteLine("Sum: " + Sum(a));
        Console.WriteLine("Show: " + Show(a) + " " + Show(new string[] { "x", null, "z" }));
        Console.WriteLine("CountOf: " + CountOf(a) + " Last: " + Last(a));

        IList<int> l = a;
        Console.WriteLine("IList Count " + l.Count + " [2] " + l[2] + " IndexOf(1) " + l.IndexOf(1) + " IndexOf(9) " + l.IndexOf(9));
        l[0] = 30;
        Console.WriteLine("write through IList: a[0] = " + a[0]);
        Console.WriteLine("Contains 5: " + l.Contains(5) + ", 7: " + l.Contains(7) + ", IsReadOnly: " + l.IsReadOnly);
        int[] dst = new int[7];
        l.CopyTo(dst, 1);
        Console.WriteLine("CopyTo: " + Show(dst));

        ICollection<int> c = a;
        IReadOnlyCollection<int> rc = a;
        IReadOnlyList<int> rl = a;
        IEnumerable<int> e = a;
        Console.WriteLine("ICollection " + c.Count + " IReadOnlyCollection " + rc.Count + " IReadOnlyList[4] " + rl[4] + " IEnumerable " + Show(e));

        IEnumerable ne = a;
        int n = 0;
        foreach (object o in ne)
            n += (int)o;
        Console.WriteLine("non-generic foreach: " + n);

        object obj = a;
        Console.WriteLine("is IList<int>: " + (obj is IList<int>) + ", is IList<string>: " + (obj is IList<string>) + ", is IEnumerable: " + (obj is IEnumerable));
        IList<int> back = (IList<int>)obj;
        IEnumerable<int> asE = obj as IEnumerable<int>;
        ICollection<long> asL = obj as ICollection<long>;
        Console.WriteLine("cast: " + back.Count + ", as: " + (asE != null) + ", as long: " + (asL == null));
        int[] again = (int[])back;
        Console.WriteLine("back to int[]: " + ReferenceEquals(again, a) + " " + again.Length);
        try {
            var bad = (List<int>)obj;
            Console.WriteLine("no exception " + bad.Count);
        } catch (InvalidCastException) {
            Console.WriteLine("InvalidCastException for List<int>");
        }

        IList<string> names = Names();
        names[1] = "BOB";
        Console.WriteLine("names: " + Show(names) + " IndexOf(cy) " + names.IndexOf("cy") + " Contains(null) " + names.Contains(null));

        Pt[] pts = { new Pt(1, 2), new Pt(3, 4) };
        IList<Pt> pl = pts;
        pl[1] = new Pt(5, 6);
        Console.WriteLine("structs: " + Show(pl) + " IndexOf " + pl.IndexOf(new Pt(5, 6)) + " pts[1] " + pts[1]);

        int[][] jag = { new[] { 1, 2 }, new[] { 3 } };
        IEnumerable<int[]> je = jag;
        int total = 0;
        foreach (int[] row in je)
            total += Sum(row);
        Console.WriteLine("jagged: " + total);

        double[] empty = new double[0];
        IReadOnlyList<double> er = empty;
        Console.WriteLine("empty: " + er.Count + " " + Show(empty));

        IEnumerator<int> it = ((IEnumerable<int>)a).GetEnumerator();
        a[1] = 10;   // arrays have no version: enumeration sees the store
        it.MoveNext(); it.MoveNext();
        Console.WriteLine("enumerator: " + it.Current);
        it.Reset();
        it.MoveNext();
        Console.WriteLine("after Reset: " + it.Current);

        try { c.Add(9); } catch (NotSupportedException) { Console.WriteLine("Add: NotSupportedException"); }
        try { c.Remove(1); } catch (NotSupportedException) { Console.WriteLine("Remove: NotSupportedException"); }
        try { c.Clear(); } catch (NotSupportedException) { Console.WriteLine("Clear: NotSupportedException"); }
        try { l.Insert(0, 1); } catch (NotSupportedException) { Console.WriteLine("Insert: NotSupportedException"); }
        try { l.RemoveAt(0); } catch (NotSupportedException) { Console.WriteLine("RemoveAt: NotSupportedException"); }
        try { Console.WriteLine(l[5]); } catch (ArgumentOutOfRangeException) { Console.WriteLine("l[5]: ArgumentOutOfRangeException"); }
        try { l[-1] = 0; } catch (ArgumentOutOfRangeException) { Console.WriteLine("l[-1] = 0: ArgumentOutOfRangeException"); }
        Console.WriteLine("a after all: " + Show(a));
    }
}
