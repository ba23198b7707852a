// A generic-heavy program as a newcomer writes one: a repository over a
// constrained generic class with an interface hierarchy and explicit
// implementations, a struct collection with a struct enumerator (foreach
// and LINQ over it: GetEnumerator on a copy, type inference through the
// interface the struct implements), a generic tree with an iterator,
// nullable arithmetic, tuples, type patterns and the collections.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;

interface IEntity { int Id { get; } }
interface INamed : IEntity { string Name { get; } }
interface IRepo<T> where T : IEntity
{
    void Add(T item);
    T Get(int id);
    IEnumerable<T> All();
    int Count { get; }
}

class Person : INamed, IComparable<Person>, IEquatable<Person>
{
    public int Id { get; }
    public string Name { get; }
    public Person(int id, string name) { Id = id; Name = name; }
    public int CompareTo(Person other) => other == null ? 1 : string.CompareOrdinal(Name, other.Name);
    public bool Equals(Person other) => other != null && other.Id == Id;
    public override bool Equals(object obj) => Equals(obj as Person);
    public override int GetHashCode() => Id;
    public override string ToString() => $"{Name}#{Id}";
}

class MemRepo<T> : IRepo<T>, IEnumerable<T> where T : class, IEntity
{
    private readonly Dictionary<int, T> items = new Dictionary<int, T>();
    public void Add(T item) { items.Add(item.Id, item); }
    public T Get(int id) => items.TryGetValue(id, out var t) ? t : null;
    public IEnumerable<T> All() => items.Values;
    public int Count => items.Count;
    IEnumerator<T> IEnumerable<T>.GetEnumerator() => items.Values.GetEnumerator();
    IEnumerator IEnumerable.GetEnumerator() => ((IEnumerable<T>)this).GetEnumerator();
}

struct Span3 : IEnumerable<int>
{
    readonly int lo, hi;
    public Span3(int lo, int hi) { this.lo = lo; this.hi = hi; }
    public Enumerator GetEnumerator() => new Enumerator(lo, hi);
    IEnumerator<int> IEnumerable<int>.GetEnumerator() => GetEnumerator();
    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
    public struct Enumerator : IEnumerator<int>
    {
        int cur; readonly int hi;
        public Enumerator(int lo, int hi) { cur = lo - 1; this.hi = hi; }
        public int Current => cur;
        object IEnumerator.Current => cur;
        public bool MoveNext() => ++cur < hi;
        public void Reset() { }
        public void Dispose() { }
    }
}

static class Ext
{
    public static TResult Fold<T, TResult>(this IEnumerable<T> xs, TResult seed, Func<TResult, T, TResult> f)
    {
        foreach (var x in xs) seed = f(seed, x);
        return seed;
    }
    public static T MaxBy2<T, K>(this IEnumerable<T> xs, Func<T, K> key) where K : IComparable<K>
    {
        bool first = true; T best = default(T); K bk = default(K);
        foreach (var x in xs) { var k = key(x); if (first || k.CompareTo(bk) > 0) { best = x; bk = k; first = false; } }
        return best;
    }
}

class Node<T> where T : IComparable<T>
{
    public T Value; public Node<T> Left, Right;
    public Node(T v) { Value = v; }
    public void Insert(T v)
    {
        if (v.CompareTo(Value) < 0) { if (Left == null) Left = new Node<T>(v); else Left.Insert(v); }
        else { if (Right == null) Right = new Node<T>(v); else Right.Insert(v); }
    }
    public IEnumerable<T> InOrder()
    {
        if (Left != null) foreach (var x in Left.InOrder()) yield return x;
        yield return Value;
        if (Right != null) foreach (var x in Right.InOrder()) yield return x;
    }
}

class Program
{
    static string Describe(object o)
    {
        if (o == null) return "null";
        if (o is int i) return (i > 10 ? "big int " : "int ") + i;
        if (o is string s) return "string " + s.Length;
        if (o is IEnumerable<int> e) return "ints " + e.Count();
        return "other " + o.GetType().Name;
    }

    static void Main()
    {
        var repo = new MemRepo<Person>();
        repo.Add(new Person(3, "Cleo"));
        repo.Add(new Person(1, "Abe"));
        repo.Add(new Person(2, "Bea"));
        Console.WriteLine(repo.Count + " " + repo.Get(2) + " " + (repo.Get(9) == null));
        IRepo<Person> ir = repo;
        Console.WriteLine(string.Join(",", ir.All().OrderBy(p => p)));
        IEnumerable<INamed> named = repo;
        Console.WriteLine(string.Join(",", named.Select(n => n.Name)));
        IEnumerable<IEntity> ents = repo.All();
        Console.WriteLine(ents.Sum(e => e.Id));
        var sorted = new SortedSet<Person>(repo);
        Console.WriteLine(sorted.Min + " " + sorted.Max);
        var r = new Span3(1, 6);
        int sum = 0;
        foreach (var x in r) sum += x;
        Console.WriteLine(sum + " " + r.Fold("", (acc, x) => acc + x) + " " + r.Where(x => x % 2 == 0).Count());
        var root = new Node<string>("m");
        foreach (var w in "q c x a n".Split(' ')) root.Insert(w);
        Console.WriteLine(string.Join("", root.InOrder()));
        Console.WriteLine(repo.All().MaxBy2(p => p.Name));
        int? maybe = null;
        Console.WriteLine((maybe ?? 5) + " " + maybe.HasValue + " " + maybe.GetValueOrDefault(7));
        maybe = 4;
        int? sq = maybe * maybe;
        Console.WriteLine(sq + " " + (sq > 10) + " " + (maybe == 4));
        var tuples = new List<(string name, int age)> { ("x", 3), ("y", 1), ("z", 2) };
        tuples.Sort((a, b) => a.Item2.CompareTo(b.Item2));
        Console.WriteLine(string.Join(";", tuples.Select(t => t.Item1 + t.Item2)));
        var (n0, a0) = tuples[0];
        Console.WriteLine(n0 + a0);
        foreach (var o in new object[] { null, 5, 50, "hey", new List<int> { 1, 2 }, (1, 2), 2.5 })
            Console.WriteLine(Describe(o));
        var ll = new LinkedList<int>(new[] { 1, 2, 3 });
        ll.AddFirst(0); ll.AddLast(4); ll.Remove(2);
        Console.WriteLine(string.Join(",", ll) + " " + ll.First.Value + " " + ll.Last.Previous.Value);
        var st = new Stack<int>(new[] { 1, 2, 3 });
        var q = new Queue<int>(st);
        Console.WriteLine(st.Peek() + " " + q.Peek() + " " + string.Join("", q.Reverse()));
        var dict = new Dictionary<string, List<int>>();
        foreach (var kvp in new[] { ("a", 1), ("b", 2), ("a", 3) })
        {
            var (k, v) = kvp;
            if (!dict.TryGetValue(k, out var l)) dict[k] = l = new List<int>();
            l.Add(v);
        }
        foreach (var kv in dict) Console.WriteLine(kv.Key + "=" + string.Join("+", kv.Value));
        var lookup = dict.ToDictionary(kv => kv.Key, kv => kv.Value.Sum());
        Console.WriteLine(string.Join(",", lookup.Select(kv => $"{kv.Key}:{kv.Value}")));
        var grid = new int[3, 3];
        for (int i = 0; i < 3; i++) grid[i, i] = i + 1;
        Console.WriteLine(grid[2, 2] + grid.Length);
        IReadOnlyDictionary<string, int> ro = lookup;
        Console.WriteLine(ro.ContainsKey("a") + " " + ro.Count + " " + string.Join(",", ro.Keys));
        var hs = new HashSet<int> { 1, 2, 3 };
        ISet<int> iset = hs;
        Console.WriteLine(iset.IsSubsetOf(new[] { 1, 2, 3, 4 }) + " " + iset.Add(2));
    }
}
