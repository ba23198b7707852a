// HashSet<T>: Add/Remove/Contains/Count/Clear, .NET's enumeration order
// (insertion order; a new element takes the slot freed last), null as an
// element, the constructors (empty, capacity, from a list, an array, a
// lazy sequence and a set), CopyTo, RemoveWhere, TryGetValue, the set
// operations and tests (with the order their removals and additions
// leave), the interfaces (ISet, ICollection, IEnumerable), collection
// initializers, and .NET's exceptions.
using System;
using System.Collections;
using System.Collections.Generic;

class Key
{
    public int Id;
    public string Tag;
    public Key(int id, string tag) { Id = id; Tag = tag; }
    public override bool Equals(object o) { Key k = o as Key; return k != null && k.Id == Id; }
    public override int GetHashCode() { return Id % 4; }
}

class Evens : IEnumerable<int>
{
    int _n;
    public Evens(int n) { _n = n; }
    public IEnumerator<int> GetEnumerator()
    {
        var l = new List<int>();
        for (int i = 0; i < _n; i++)
            l.Add(2 * i);
        return l.GetEnumerator();
    }
    IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
}

class HashSetBasic
{
    static string Show<T>(IEnumerable<T> s)
    {
        string r = "";
        foreach (T x in s)
            r += (r.Length > 0 ? " " : "") + (x == null ? "null" : x.ToString());
        return "{" + r + "}";
    }

    static void Basics()
    {
        var s = new HashSet<string>();
        Console.WriteLine(s.Add("pear") + " " + s.Add("fig") + " " + s.Add("pear") + " " + s.Add(null) + " " + s.Add(null) + " " + s.Count);
        s.Add("kiwi");
        s.Add("lime");
        Console.WriteLine(Show(s) + " " + s.Contains("fig") + " " + s.Contains(null) + " " + s.Contains("Fig"));
        Console.WriteLine(s.Remove("fig") + " " + s.Remove(null) + " " + s.Remove("none") + " " + s.Count);
        s.Add("date");   // null's slot
        s.Add("plum");   // fig's slot
        s.Add("yuzu");
        Console.WriteLine(Show(s));
        string actual;
        Console.WriteLine(s.TryGetValue("kiwi", out actual) + " " + actual + " " + s.TryGetValue("nope", out actual) + " " + (actual == null));
        string[] arr = new string[7];
        s.CopyTo(arr, 1);
        Console.WriteLine((arr[0] == null) + " " + arr[1] + " " + arr[6]);
        Console.WriteLine(s.RemoveWhere(x => x.Length == 4) + " " + Show(s));
        s.Clear();
        s.Add("again");
        Console.WriteLine(Show(s) + " " + s.Count);

        var keys = new HashSet<Key> { new Key(1, "a"), new Key(5, "b"), new Key(1, "c"), new Key(9, "d") };
        Key found;
        keys.TryGetValue(new Key(5, "?"), out found);
        Console.WriteLine(keys.Count + " " + found.Tag + " " + keys.Contains(new Key(9, "")));

        var ints = new HashSet<int>();
        for (int i = 0; i < 2000; i++)
            ints.Add(i * 37 % 1000);
        long sum = 0;
        foreach (int x in ints)
            sum += x;
        Console.WriteLine(ints.Count + " " + sum);
    }

    static void Constructors()
    {
        var fromList = new HashSet<int>(new List<int> { 3, 1, 3, 2, 1 });
        var fromArray = new HashSet<int>(new int[] { 9, 8, 9 });
        var fromLazy = new HashSet<int>(new Evens(4));
        var sized = new HashSet<char>(100) { 'x', 'y' };
        Console.WriteLine(Show(fromList) + " " + Show(fromArray) + " " + Show(fromLazy) + " " + Show(sized));
        var holes = new HashSet<int> { 1, 2, 3, 4 };
        holes.Remove(2);
        var copy = new HashSet<int>(holes);
        copy.Add(10);
        holes.Add(20);
        Console.WriteLine(Show(copy) + " " + Show(holes));
    }

    static void SetOperations()
    {
        var a = new HashSet<int> { 1, 2, 3, 4, 5, 6 };
        a.UnionWith(new List<int> { 5, 7, 8, 7 });
        Console.WriteLine("union " + Show(a));
        a.IntersectWith(new List<int> { 8, 2, 4, 6, 9, 1 });
        Console.WriteLine("intersect " + Show(a));
        a.Add(11);
        a.Add(12);
        Console.WriteLine("refill " + Show(a));
        a.ExceptWith(new int[] { 4, 11, 99 });
        Console.WriteLine("except " + Show(a));
        a.SymmetricExceptWith(new List<int> { 2, 3, 2, 12, 30, 3 });
        Console.WriteLine("symmetric list " + Show(a));
        a.SymmetricExceptWith(new HashSet<int> { 1, 40, 8 });
        Console.WriteLine("symmetric set " + Show(a));
        var b = new HashSet<int>(a);
        b.IntersectWith(new HashSet<int> { 3, 40, 6 });
        Console.WriteLine("intersect set " + Show(b));
        b.IntersectWith(new List<int>());
        b.Add(77);
        Console.WriteLine("emptied " + Show(b));
        b.ExceptWith(b);
        b.UnionWith(new int[] { 5 });
        b.SymmetricExceptWith(b);
        Console.WriteLine("self " + Show(b) + " " + b.Count);

        var small = new HashSet<int> { 1, 2 };
        var big = new List<int> { 3, 2, 1, 2 };
        var same = new int[] { 2, 1, 1 };
        Console.WriteLine(small.IsSubsetOf(big) + " " + small.IsProperSubsetOf(big) + " " + small.IsSubsetOf(same) + " " + small.IsProperSubsetOf(same));
        Console.WriteLine(small.IsSupersetOf(same) + " " + small.IsProperSupersetOf(new List<int> { 1 }) + " " + small.IsProperSupersetOf(same) + " " + small.IsSupersetOf(big));
        Console.WriteLine(small.Overlaps(new List<int> { 5, 2 }) + " " + small.Overlaps(new List<int> { 5 }) + " " + small.SetEquals(same) + " " + small.SetEquals(big));
        var empty = new HashSet<int>();
        Console.WriteLine(empty.IsSubsetOf(new List<int>()) + " " + empty.IsProperSubsetOf(new List<int>()) + " " + empty.IsProperSubsetOf(same) + " " + empty.Overlaps(same) + " " + empty.SetEquals(new List<int>()));
    }

    static void Interfaces()
    {
        ISet<string> set = new HashSet<string>();
        Console.WriteLine(set.Add("a") + " " + set.Add("a"));
        ICollection<string> coll = set;
        coll.Add("b");
        coll.Add("b");
        Console.WriteLine(coll.Count + " " + coll.IsReadOnly + " " + coll.Contains("b"));
        set.UnionWith(new List<string> { "c" });
        IEnumerator e = ((IEnumerable)set).GetEnumerator();
        string r = "";
        while (e.MoveNext())
            r += e.Current;
        Console.WriteLine(r + " " + set.SetEquals(new List<string> { "c", "b", "a" }));
    }

    static void Errors()
    {
        var s = new HashSet<int> { 1, 2, 3 };
        try {
            foreach (int x in s)
                s.Add(x + 10);
        } catch (InvalidOperationException e) {
            Console.WriteLine(e.Message);
        }
        try {
            s.UnionWith((IEnumerable<int>)null);
        } catch (ArgumentNullException e) {
            Console.WriteLine("null " + e.ParamName);
        }
        try {
            new HashSet<int>((IEnumerable<int>)null);
        } catch (ArgumentNullException e) {
            Console.WriteLine("null " + e.ParamName);
        }
        try {
            new HashSet<int>(-1);
        } catch (ArgumentOutOfRangeException e) {
            Console.WriteLine("range " + e.ParamName);
        }
        try {
            s.CopyTo(new int[3], 2);
        } catch (ArgumentException e) {
            Console.WriteLine(e.Message);
        }
        try {
            s.RemoveWhere(null);
        } catch (ArgumentNullException e) {
            Console.WriteLine("null " + e.ParamName);
        }
        Console.WriteLine(Show(s));
    }

    static void Main()
    {
        Basics();
        Constructors();
        SetOperations();
        Interfaces();
        Errors();
    }
}
