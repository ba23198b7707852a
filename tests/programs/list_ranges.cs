// List<T>'s range, copy and capacity members: the IEnumerable<T> and
// array constructors, AddRange, InsertRange (from arrays, lists, a list
// into itself, a lazy enumerable), GetRange, RemoveRange, Reverse(i, n),
// IndexOf/LastIndexOf with ranges, CopyTo(i, a, j, n), BinarySearch, and
// .NET's exceptions for bad ranges (list_capacity.cs: what Mono lacks).
using System;
using System.Collections;
using System.Collections.Generic;

class Countdown : IEnumerable<int>
{
    int _from;
    public Countdown(int from) { _from = from; }
    public IEnumerator<int> GetEnumerator() { return new Counter(_from); }
    IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }

    class Counter : IEnumerator<int>
    {
        int _n;
        public Counter(int n) { _n = n + 1; }
        public int Current { get { return _n; } }
        object IEnumerator.Current { get { return _n; } }
        public bool MoveNext() { return --_n > 0; }
        public void Reset() { }
        public void Dispose() { }
    }
}

class ListRanges
{
    static string Show<T>(List<T> l)
    {
        string s = "";
        foreach (T x in l)
            s += (s.Length > 0 ? "," : "") + x;
        return "[" + s + "]";
    }

    static void Ranges()
    {
        var l = new List<int>(new int[] { 1, 2, 3, 4, 5, 6 });
        Console.WriteLine(Show(l) + " " + l.Count + " " + l.Capacity);
        var fromList = new List<int>(l);
        var fromLazy = new List<int>(new Countdown(3));
        Console.WriteLine(Show(fromList) + " " + Show(fromLazy));
        l.AddRange(new int[] { 7, 8 });
        l.AddRange(fromLazy);
        Console.WriteLine(Show(l) + " " + l.Capacity);
        l.InsertRange(0, new int[] { -1, 0 });
        l.InsertRange(4, new Countdown(2));
        Console.WriteLine(Show(l));
        var self = new List<string> { "a", "b", "c" };
        self.InsertRange(1, self);
        Console.WriteLine(Show(self));
        Console.WriteLine(Show(l.GetRange(2, 4)) + " " + Show(l.GetRange(l.Count, 0)));
        l.RemoveRange(1, 3);
        Console.WriteLine(Show(l));
        l.RemoveRange(l.Count - 2, 2);
        l.RemoveRange(0, 0);
        Console.WriteLine(Show(l));
        l.Reverse(1, 4);
        Console.WriteLine(Show(l));
    }

    static void Searches()
    {
        var l = new List<string> { "x", "y", "z", "x", "y", null, "x" };
        Console.WriteLine(l.IndexOf("x", 1) + " " + l.IndexOf("x", 4, 2) + " " + l.IndexOf("y", 7) + " " + l.IndexOf(null, 0));
        Console.WriteLine(l.LastIndexOf("x", 5) + " " + l.LastIndexOf("y", 3, 3) + " " + l.LastIndexOf("z", 6, 2));
        var sorted = new List<int> { 1, 3, 5, 7, 9, 11 };
        Console.WriteLine(sorted.BinarySearch(7) + " " + sorted.BinarySearch(1) + " " + sorted.BinarySearch(4) + " " + sorted.BinarySearch(12) + " " + sorted.BinarySearch(0));
        var words = new List<string> { "delta", "alpha", "charlie", "bravo" };
        words.Sort();
        Console.WriteLine(words.BinarySearch("charlie") + " " + (~words.BinarySearch("beta")));
        int[] dest = new int[8];
        sorted.CopyTo(1, dest, 2, 3);
        Console.WriteLine(Show(new List<int>(dest)));
        var empty = new List<int>();
        Console.WriteLine(empty.LastIndexOf(3, -5, -1) + " " + empty.BinarySearch(3));
    }

    static void Try(string what, Action a)
    {
        try {
            a();
            Console.WriteLine(what + ": no exception");
        } catch (ArgumentOutOfRangeException e) {
            Console.WriteLine(what + ": out of range " + e.ParamName);
        } catch (ArgumentNullException e) {
            Console.WriteLine(what + ": null " + e.ParamName);
        } catch (ArgumentException e) {   // Mono words a message with a parameter differently
            Console.WriteLine(what + ": " + (e.ParamName != null ? "parameter " + e.ParamName : e.Message));
        }
    }

    static void Errors()
    {
        var l = new List<int> { 1, 2, 3 };
        Try("GetRange(-1, 1)", () => l.GetRange(-1, 1));
        Try("GetRange(0, -1)", () => l.GetRange(0, -1));
        Try("GetRange(2, 2)", () => l.GetRange(2, 2));
        Try("RemoveRange(1, 5)", () => l.RemoveRange(1, 5));
        Try("Reverse(3, 1)", () => l.Reverse(3, 1));
        Try("InsertRange(4, ..)", () => l.InsertRange(4, new int[] { 9 }));
        Try("InsertRange(0, null)", () => l.InsertRange(0, (IEnumerable<int>)null));
        Try("AddRange(null)", () => l.AddRange((IEnumerable<int>)null));
        Try("new List(null)", () => new List<int>((IEnumerable<int>)null));
        Try("IndexOf(1, 4)", () => l.IndexOf(1, 4));
        Try("IndexOf(1, 1, 3)", () => l.IndexOf(1, 1, 3));
        Try("LastIndexOf(1, 3)", () => l.LastIndexOf(1, 3));
        Try("LastIndexOf(1, 1, 3)", () => l.LastIndexOf(1, 1, 3));
        Try("CopyTo(2, a, 0, 2)", () => l.CopyTo(2, new int[5], 0, 2));
        Try("CopyTo(0, a, 4, 2)", () => l.CopyTo(0, new int[5], 4, 2));
        Try("CopyTo(0, null, 0, 1)", () => l.CopyTo(0, null, 0, 1));
        Console.WriteLine(Show(l));
    }

    static void Main()
    {
        Ranges();
        Searches();
        Errors();
    }
}
