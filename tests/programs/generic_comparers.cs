// IComparer<T>, IEqualityComparer<T>, Comparer<T>.Default and
// EqualityComparer<T>.Default (issue 16), and the List<T> members that use
// them: Sort() and Sort(IComparer<T>) with .NET's introspective sort (the
// order of elements a comparer calls equal is .NET's), BinarySearch,
// IndexOf/Contains/Remove through IEquatable<T>; .NET's exceptions.
using System;
using System.Collections.Generic;

struct Pt : IEquatable<Pt>
{
    public int X, Y;
    public Pt(int x, int y) { X = x; Y = y; }
    public bool Equals(Pt o) { return X == o.X; }   // only X counts
    public override string ToString() { return "(" + X + "," + Y + ")"; }
}

class Item : IComparable<Item>
{
    public string Name;
    public int Rank;
    public Item(string n, int r) { Name = n; Rank = r; }
    public int CompareTo(Item o) { return Rank.CompareTo(o.Rank); }
    public override string ToString() { return Name + Rank; }
}

class ByLength : IComparer<string>
{
    public int Calls;
    public int Compare(string a, string b) { Calls++; return a.Length.CompareTo(b.Length); }
}

class Desc : IComparer<int>
{
    public int Compare(int a, int b) { return b.CompareTo(a); }
}

class ModEq : IEqualityComparer<int>
{
    public bool Equals(int a, int b) { return a % 10 == b % 10; }
    public int GetHashCode(int a) { return a % 10; }
}

class Bad : IComparer<int>
{
    public int Compare(int a, int b) { throw new FormatException("no order"); }
}

class Plain { }

class P
{
    static string Show<T>(List<T> l)
    {
        string s = "";
        foreach (T x in l)
            s += (s.Length > 0 ? " " : "") + x;
        return s;
    }

    static int Cmp<T>(IComparer<T> c, T a, T b) { return c.Compare(a, b); }

    static void Main()
    {
        Comparer<int> ci = Comparer<int>.Default;
        Console.WriteLine(ci.Compare(1, 2) + " " + ci.Compare(5, 5) + " " + Comparer<string>.Default.Compare("b", "a") + " " +
                          Comparer<string>.Default.Compare(null, "a") + " " + Comparer<double>.Default.Compare(double.NaN, 0) + " " +
                          Cmp(Comparer<Item>.Default, new Item("a", 2), new Item("b", 1)) + " " + Cmp(new Desc(), 1, 2));
        EqualityComparer<Pt> ep = EqualityComparer<Pt>.Default;
        Console.WriteLine(EqualityComparer<int>.Default.Equals(3, 3) + " " + EqualityComparer<string>.Default.Equals("a", null) + " " +
                          ep.Equals(new Pt(1, 2), new Pt(1, 9)) + " " + EqualityComparer<Item>.Default.Equals(new Item("a", 1), new Item("a", 1)) + " " +
                          EqualityComparer<int>.Default.GetHashCode(42) + " " + EqualityComparer<string>.Default.GetHashCode(null));
        IEqualityComparer<int> me = new ModEq();
        Console.WriteLine(me.Equals(13, 23) + " " + me.GetHashCode(57));

        var ints = new List<int>();
        foreach (int v in new int[] { 42, -7, 19, 0, 88, 19, 3, -100, 64, 5, 27, 11, 73, 2, 56, 31, 9, 14, 60, 38, 1 })
            ints.Add(v);
        ints.Sort();
        Console.WriteLine(Show(ints));
        Console.WriteLine(ints.BinarySearch(19) >= 0 ? "found" : "missing");
        Console.WriteLine(ints.BinarySearch(-100) + " " + ints.BinarySearch(4) + " " + ints.BinarySearch(1000) + " " + ints.BinarySearch(-1000));
        ints.Sort(new Desc());
        Console.WriteLine(Show(ints));
        Console.WriteLine(ints.BinarySearch(64, new Desc()) + " " + ints.BinarySearch(63, new Desc()));

        var words = new List<string>();
        foreach (string w in "the quick brown fox jumps over a lazy dog and then some more words go by in the night".Split(' '))
            words.Add(w);
        var byLen = new ByLength();
        words.Sort(byLen);
        Console.WriteLine(Show(words));
        Console.WriteLine("comparisons " + byLen.Calls);
        words.Sort();
        Console.WriteLine(Show(words));
        var few = new List<string>();
        few.Add("ccc");
        few.Add("a");
        few.Add("bb");
        few.Add("dd");
        few.Sort(new ByLength());
        Console.WriteLine(Show(few));

        var ds = new List<double>();
        ds.Add(2.5);
        ds.Add(double.NaN);
        ds.Add(-1);
        ds.Add(double.NegativeInfinity);
        ds.Sort();
        Console.WriteLine(Show(ds));

        var items = new List<Item>();
        for (int i = 0; i < 20; i++)
            items.Add(new Item("i" + i + "_", (i * 7) % 5));
        items.Sort();
        Console.WriteLine(Show(items));
        Console.WriteLine(items.BinarySearch(new Item("x", 3)) >= 0);

        var pts = new List<Pt>();
        pts.Add(new Pt(1, 1));
        pts.Add(new Pt(2, 2));
        pts.Add(new Pt(1, 3));
        Console.WriteLine(pts.IndexOf(new Pt(1, 0)) + " " + pts.LastIndexOf(new Pt(1, 0)) + " " + pts.Contains(new Pt(2, 7)) + " " + pts.Contains(new Pt(3, 3)));
        pts.Remove(new Pt(2, 0));
        Console.WriteLine(Show(pts));

        var plain = new List<Plain>();
        plain.Add(new Plain());
        plain.Add(new Plain());
        try {
            plain.Sort();
        } catch (InvalidOperationException e) {
            Console.WriteLine(e.Message + " / " + (e.InnerException is ArgumentException ? "ArgumentException" : "?") + ": " + e.InnerException.Message);
        }
        try {
            ints.Sort(new Bad());
        } catch (InvalidOperationException e) {
            Console.WriteLine(e.Message + " / " + e.InnerException.Message);
        }
        try {
            ints.Sort(5, 100, null);
        } catch (ArgumentException e) {
            Console.WriteLine("ArgumentException: " + e.Message);
        }
        try {
            ints.BinarySearch(-1, 2, 5, null);
        } catch (ArgumentOutOfRangeException e) {
            Console.WriteLine("ArgumentOutOfRangeException " + e.ParamName);
        }
        var one = new List<Plain>();
        one.Add(new Plain());
        one.Sort();
        Console.WriteLine("one element: no comparison " + one.Count);
    }
}
