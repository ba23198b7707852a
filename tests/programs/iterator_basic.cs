// Iterators (yield return / yield break) over the non-generic interfaces:
// lazy evaluation, arguments and locals kept across yields, GetEnumerator
// returning fresh enumerators, instance and property iterators, nesting,
// recursion, iterators over iterators.
using System;
using System.Collections;

class Node
{
    public int Value;
    public Node Left, Right;
    public Node(int v, Node l, Node r) { Value = v; Left = l; Right = r; }

    public IEnumerable InOrder()
    {
        if (Left != null)
            foreach (object o in Left.InOrder())
                yield return o;
        yield return Value;
        if (Right != null)
            foreach (object o in Right.InOrder())
                yield return o;
    }
}

class Counter
{
    private int step;
    private string name;
    public Counter(string name, int step) { this.name = name; this.step = step; }

    public IEnumerable Count(int from, int n)
    {
        for (int i = 0; i < n; i++)
        {
            yield return name + ":" + from;
            from += step;
        }
    }

    public IEnumerable Twice
    {
        get
        {
            yield return step;
            yield return step * 2;
        }
    }
}

struct Pair
{
    public int A;
    public string B;
}

class P
{
    static IEnumerable Squares(int n)
    {
        Console.WriteLine("  Squares starts");
        for (int i = 1; i <= n; i++)
        {
            Console.WriteLine("  before yield " + i);
            yield return i * i;
            Console.WriteLine("  after yield " + i);
        }
        Console.WriteLine("  Squares ends");
    }

    static IEnumerator Letters(string s)
    {
        foreach (char c in s)
            yield return c;
        yield return "end";
    }

    static IEnumerable UpTo(int limit)
    {
        int x = 0;
        while (true)
        {
            if (x > limit)
                yield break;
            yield return x;
            x += 3;
        }
    }

    static IEnumerable Empty()
    {
        yield break;
    }

    static IEnumerable Kinds(int n)
    {
        for (int i = 0; i < n; i++)
        {
            switch (i % 3)
            {
                case 0:
                    yield return "zero";
                    break;
                case 1:
                    yield return "one";
                    yield return "one again";
                    break;
                default:
                    if (i > 4)
                        yield break;
                    yield return "two";
                    break;
            }
        }
    }

    static IEnumerable Structs()
    {
        Pair p = new Pair();
        p.A = 1;
        p.B = "x";
        for (int k = 0; k < 3; k++)
        {
            yield return p.B + p.A;
            p.A *= 10;
            p.B += "y";
        }
    }

    static IEnumerable Evens(IEnumerable source)
    {
        foreach (object o in source)
            if ((int)o % 2 == 0)
                yield return o;
    }

    static IEnumerable Range(int start, int count)
    {
        for (int i = 0; i < count; i++)
            yield return start + i;
    }

    static IEnumerable Arrays()
    {
        int[] a = { 5, 6, 7 };
        foreach (int v in a)
        {
            long big = v * 1000000000L;
            yield return big;
            yield return (double)v / 2;
        }
    }

    static void Main()
    {
        Console.WriteLine("create");
        IEnumerable sq = Squares(3);
        Console.WriteLine("enumerate");
        foreach (object o in sq)
            Console.WriteLine(o);
        Console.WriteLine("again");
        foreach (object o in sq)
            Console.WriteLine(o);

        IEnumerator e1 = sq.GetEnumerator();
        IEnumerator e2 = sq.GetEnumerator();
        Console.WriteLine(e1 == e2);
        e1.MoveNext();
        e1.MoveNext();
        e2.MoveNext();
        Console.WriteLine(e1.Current + " " + e2.Current);

        IEnumerator l = Letters("hi");
        while (l.MoveNext())
            Console.WriteLine(l.Current);
        Console.WriteLine(l.MoveNext());
        object lo = Letters("x");
        Console.WriteLine((lo is IEnumerable) + " " + (lo is IDisposable) + " " + (sq is IEnumerator));

        foreach (object o in UpTo(10))
            Console.Write(o + " ");
        Console.WriteLine();
        foreach (object o in Empty())
            Console.WriteLine("never");
        Console.WriteLine(Empty().GetEnumerator().MoveNext());
        foreach (object o in Kinds(8))
            Console.Write(o + ",");
        Console.WriteLine();
        foreach (object o in Structs())
            Console.Write(o + " ");
        Console.WriteLine();

        Counter c = new Counter("c", 5);
        IEnumerable counts = c.Count(100, 3);
        foreach (object o in counts)
            Console.WriteLine(o);
        foreach (object o in counts)
            Console.WriteLine(o);
        foreach (object o in c.Twice)
            Console.WriteLine(o);

        Node tree = new Node(4, new Node(2, new Node(1, null, null), new Node(3, null, null)),
                             new Node(6, new Node(5, null, null), null));
        foreach (object o in tree.InOrder())
            Console.Write(o + " ");
        Console.WriteLine();

        foreach (object o in Evens(Range(1, 10)))
            Console.Write(o + " ");
        Console.WriteLine();
        foreach (object o in Arrays())
            Console.Write(o + " ");
        Console.WriteLine();

        long total = 0;
        foreach (object o in Range(0, 100000))
            total += (int)o;
        Console.WriteLine(total);
    }
}
