// Tuple element names inside generic type arguments, a compile-time view
// over the ValueTuple instances (docs/language.md "Tuples"): fields,
// properties, parameters and results of generic types, indexers, foreach,
// LINQ's inference through the names, lambdas converted to a view's
// delegate type or passed to a List<(..)>'s methods, arrays of named tuples.
using System;
using System.Collections.Generic;
using System.Linq;
using Edges = System.Collections.Generic.List<(int node, double weight)>;

class MinFirst<T>
{
    readonly Comparison<T> cmp;
    readonly List<T> items = new List<T>();
    public MinFirst(Comparison<T> c) { cmp = c; }
    public void Add(T x) { items.Add(x); items.Sort(cmp); }
    public T Top => items[0];
}

class Roster
{
    List<(string name, int age)> people = new List<(string name, int age)>();
    public Dictionary<string, (int x, int y)> Spots { get; } = new Dictionary<string, (int x, int y)>();

    public void Add(string n, int a) { people.Add((n, a)); }
    public IEnumerable<(string name, int age)> Adults() { return people.Where(p => p.age >= 18); }
    public (string name, int age) Oldest() => people.OrderBy(p => p.age).Last();
    public List<(string name, int age)> People => people;
}

class Part1
{
    static int Total(IEnumerable<(int a, int b)> xs)
    {
        int t = 0;
        foreach (var p in xs) t += p.a * p.b;
        return t;
    }

    public static void Run()
    {
        var r = new Roster();
        r.Add("Ann", 31); r.Add("Bo", 12); r.Add("Cy", 45);
        foreach (var p in r.Adults()) Console.WriteLine(p.name + " " + p.age);
        Console.WriteLine(r.Oldest().name);
        Console.WriteLine(r.People[1].name);
        r.Spots["home"] = (3, 4);
        Console.WriteLine(r.Spots["home"].x + r.Spots["home"].y);
        foreach (var kv in r.Spots) Console.WriteLine(kv.Key + " " + kv.Value.y);
        var nums = new List<int> { 1, 2, 3 };
        Console.WriteLine(nums.Select(i => (a: i, b: i * 2)).Sum(p => p.a));
        Console.WriteLine(Total(nums.Select(i => (a: i, b: i + 1))));
        (int lo, int hi)[] ranges = { (1, 5), (7, 9) };
        foreach (var g in ranges) Console.WriteLine(g.hi - g.lo);
        Console.WriteLine(ranges[1].lo);
        var sorted = r.People.OrderBy(p => p.age).Select(p => p.name);
        Console.WriteLine(string.Join(",", sorted));
        var first = r.People.First();
        Console.WriteLine(first.name + first.age);
        var byAge = r.People.ToDictionary(p => p.name, p => p.age);
        Console.WriteLine(byAge["Cy"]);
        var grp = r.People.GroupBy(p => p.age > 20).Select(g => (adult: g.Key, n: g.Count())).ToList();
        foreach (var g in grp) Console.WriteLine(g.adult + " " + g.n);
    }
}

class Program
{
    static List<(string name, int age)> Make() => new List<(string name, int age)> { ("Zed", 40), ("Amy", 22) };

    static void Main()
    {
        Part1.Run();
        var people = Make();
        people.Sort((u, v) => u.age.CompareTo(v.age));
        Console.WriteLine(people[0].name);
        people.ForEach(p => Console.WriteLine(p.name.Length + p.age));
        Func<(int a, int b), int> f = p => p.a * 10 + p.b;
        Console.WriteLine(f((3, 4)));
        var found = people.Find(p => p.age > 30);
        Console.WriteLine(found.name);
        Console.WriteLine(people.Exists(p => p.name == "Amy"));
        Console.WriteLine(people.FindIndex(p => p.name.StartsWith("Z")));
        people.RemoveAll(p => p.age < 30);
        Console.WriteLine(people.Count + " " + people[0].name);
        var d = new Dictionary<string, (int x, int y)>();
        d["a"] = (1, 2);
        if (d.TryGetValue("a", out var pt)) Console.WriteLine(pt.x + pt.y);
        foreach (var kv in d) Console.WriteLine(kv.Key + kv.Value.x);
        var q = new Queue<(int id, string tag)>();
        q.Enqueue((7, "seven"));
        Console.WriteLine(q.Peek().tag + " " + q.Dequeue().id);
        var stack = new Stack<(int lo, int hi)>();
        stack.Push((1, 9));
        var top = stack.Pop();
        Console.WriteLine(top.hi - top.lo);
        var arr = people.ToArray();
        Console.WriteLine(arr[0].age);
        var list2 = people.Select(p => (name: p.name, len: p.name.Length)).ToList();
        Console.WriteLine(list2[0].len + list2[0].name);
        var boxes = new Dictionary<string, (int w, int h)>(); boxes["box"] = (2, 3); var kvs = boxes.ToList();
        Console.WriteLine(kvs[0].Value.w * kvs[0].Value.h);
        var mx = people.Max(p => p.age);
        var pairs = Enumerable.Range(0, 4).Select(i => (i: i, sq: i * i)).Where(t => t.sq >= 2);
        foreach (var t in pairs) Console.WriteLine(t.i + ":" + t.sq);
        var agg = new[] { 1, 2, 3 }.Aggregate((sum: 0, n: 0), (acc, x) => (acc.sum + x, acc.n + 1));
        Console.WriteLine(agg.sum + "/" + agg.n + " " + mx);
        var h = new HashSet<(int r, int c)> { (1, 2), (1, 2), (3, 4) };
        Console.WriteLine(h.Count + " " + h.First().c);
        IEnumerable<(int a, int b)> seq = new List<(int a, int b)> { (5, 6) };
        Console.WriteLine(seq.First().b);
        var named = seq.ToList();
        Console.WriteLine(named[0].a);
        var grouped = people.GroupBy(p => p.age).First();
        foreach (var g in grouped) Console.WriteLine(g.name + grouped.Key);
        object o = seq;
        if (o is List<(int a, int b)> l) Console.WriteLine(l[0].b - l[0].a);
        var weights = new (string n, double w)[] { ("a", 1.5) };
        var wl = weights.ToList();
        Console.WriteLine(wl[0].n + wl[0].w);
        List<(int, int)> plain = named;
        Console.WriteLine(plain[0].Item2);
        var edges = new Edges { (4, 0.5) };
        Console.WriteLine(edges[0].node + edges[0].weight);
        var heap = new MinFirst<(int node, double dist)>((a, b) => a.dist.CompareTo(b.dist));
        heap.Add((1, 9.0));
        heap.Add((2, 3.0));
        Console.WriteLine(heap.Top.node);
    }
}
