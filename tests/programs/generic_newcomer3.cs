// A third newcomer's program: a generic stack behind a generic interface
// with an iterator, an abstract class hierarchy sorted through
// IComparable<T>, a registry with a type-parameter constraint, a generic
// pair with Swap and IEquatable in a HashSet, a SortedSet with a comparer,
// a memoizing generic closure, and LINQ over jagged arrays and strings.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;

interface IStack<T> : IEnumerable<T>
{
    void Push(T x);
    T Pop();
    bool IsEmpty { get; }
}

class LinkedStack<T> : IStack<T>
{
    class Node { public T Value; public Node Next; }
    Node head;
    int count;
    public void Push(T x) { head = new Node { Value = x, Next = head }; count++; }
    public T Pop()
    {
        if (head == null) throw new InvalidOperationException("Stack empty");
        var v = head.Value; head = head.Next; count--; return v;
    }
    public bool IsEmpty => head == null;
    public int Count => count;
    public IEnumerator<T> GetEnumerator() { for (var n = head; n != null; n = n.Next) yield return n.Value; }
    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
}

abstract class Animal : IComparable<Animal>
{
    public string Name { get; }
    protected Animal(string n) { Name = n; }
    public abstract string Sound();
    public int CompareTo(Animal o) => string.CompareOrdinal(Name, o.Name);
    public override string ToString() => Name + " says " + Sound();
}
class Dog : Animal { public Dog(string n) : base(n) { } public override string Sound() => "woof"; }
class Cat : Animal { public Cat(string n) : base(n) { } public override string Sound() => "meow"; }

class Registry<TBase> where TBase : class
{
    readonly List<TBase> items = new List<TBase>();
    public void Add<TDerived>(TDerived x) where TDerived : TBase { items.Add(x); }
    public IEnumerable<TDerived> OfKind<TDerived>() where TDerived : TBase => items.OfType<TDerived>();
    public int Count => items.Count;
}

class Pair<A, B> : IEquatable<Pair<A, B>>
{
    public A First { get; }
    public B Second { get; }
    public Pair(A a, B b) { First = a; Second = b; }
    public Pair<B, A> Swap() => new Pair<B, A>(Second, First);
    public bool Equals(Pair<A, B> o) => o != null && EqualityComparer<A>.Default.Equals(First, o.First) && EqualityComparer<B>.Default.Equals(Second, o.Second);
    public override bool Equals(object o) => Equals(o as Pair<A, B>);
    public override int GetHashCode() => (First == null ? 0 : First.GetHashCode()) ^ (Second == null ? 0 : Second.GetHashCode());
    public override string ToString() => "<" + First + ", " + Second + ">";
}

class ByLength : IComparer<string>
{
    public int Compare(string a, string b) => a.Length != b.Length ? a.Length - b.Length : string.CompareOrdinal(a, b);
}

static class Memo
{
    public static Func<T, R> Of<T, R>(Func<T, R> f)
    {
        var cache = new Dictionary<T, R>();
        return x => { if (!cache.TryGetValue(x, out var r)) { r = f(x); cache[x] = r; } return r; };
    }
}

class Program
{
    static long calls;
    static void Main()
    {
        var st = new LinkedStack<string>();
        foreach (var w in "to be or not".Split(' ')) st.Push(w);
        Console.WriteLine(string.Join(" ", st) + " | " + st.Count + " " + st.Pop() + " " + st.Count);
        IStack<int> si = new LinkedStack<int>();
        si.Push(1); si.Push(2);
        Console.WriteLine(si.Sum() + " " + si.Pop() + si.Pop() + " " + si.IsEmpty);
        try { si.Pop(); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }

        var zoo = new List<Animal> { new Dog("rex"), new Cat("tom"), new Dog("ace") };
        zoo.Sort();
        zoo.ForEach(a => Console.WriteLine(a));
        var reg = new Registry<Animal>();
        foreach (var a in zoo) reg.Add(a);
        reg.Add(new Cat("kit"));
        Console.WriteLine(reg.Count + " " + string.Join(",", reg.OfKind<Cat>().Select(c => c.Name)));
        IEnumerable<Animal> dogs = reg.OfKind<Dog>();
        Console.WriteLine(dogs.Count());

        var p = new Pair<int, string>(1, "one");
        var q = p.Swap();
        Console.WriteLine(p + " " + q + " " + p.Equals(new Pair<int, string>(1, "one")) + " " + (q.First.Length + q.Second));
        var set = new HashSet<Pair<int, string>> { p, new Pair<int, string>(1, "one"), new Pair<int, string>(2, "two") };
        Console.WriteLine(set.Count);

        var words = new SortedSet<string>(new ByLength()) { "pear", "fig", "banana", "kiwi", "fig" };
        Console.WriteLine(string.Join(",", words));

        Func<int, long> fib = null;
        fib = Memo.Of<int, long>(n => { calls++; return n < 2 ? n : fib(n - 1) + fib(n - 2); });
        Console.WriteLine(fib(50) + " " + calls);

        var matrix = Enumerable.Range(0, 3).Select(i => Enumerable.Range(0, 3).Select(j => i * 3 + j).ToArray()).ToArray();
        var transposed = Enumerable.Range(0, 3).Select(j => matrix.Select(row => row[j]).ToArray()).ToArray();
        Console.WriteLine(string.Join(";", transposed.Select(r => string.Join(",", r))));
        var counts = "mississippi".GroupBy(c => c).OrderByDescending(g => g.Count()).ThenBy(g => g.Key)
            .Select(g => g.Key + ":" + g.Count());
        Console.WriteLine(string.Join(" ", counts));
        var dict = new Dictionary<char, int>();
        foreach (var c in "hello") dict[c] = dict.TryGetValue(c, out var n) ? n + 1 : 1;
        Console.WriteLine(string.Join(",", dict.OrderBy(kv => kv.Key).Select(kv => kv.Key + "" + kv.Value)));
        var primes = Enumerable.Range(2, 30).Where(x => Enumerable.Range(2, (int)Math.Sqrt(x) - 1).All(d => x % d != 0));
        Console.WriteLine(string.Join(" ", primes));
    }
}
