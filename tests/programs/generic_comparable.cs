// IComparable<T> and IEquatable<T> (issue 16): interface constraints on
// generic methods and classes, satisfied by the primitives and string (their
// own CompareTo/Equals, called directly: no box), by user structs (their
// method on the value's address) and classes (through the interface);
// constraint members found through a base interface; several constraints.
using System;
using System.Collections.Generic;

struct Money : IComparable<Money>, IEquatable<Money>
{
    public int Cents;
    public Money(int c) { Cents = c; }
    public int CompareTo(Money o) { return Cents.CompareTo(o.Cents); }
    public bool Equals(Money o) { return Cents == o.Cents; }
    public override string ToString() { return "$" + Cents / 100 + "." + (Cents % 100).ToString("D2"); }
}

// a struct whose CompareTo changes it: a constrained call runs on the variable itself
struct Counter : IComparable<Counter>
{
    public int Calls;
    public int CompareTo(Counter o) { Calls++; return 0; }
}

class Person : IComparable<Person>
{
    public string Name;
    public int Age;
    public Person(string n, int a) { Name = n; Age = a; }
    public virtual int CompareTo(Person o) { return Age.CompareTo(o.Age); }
    public override string ToString() { return Name + "(" + Age + ")"; }
}

class Student : Person
{
    public Student(string n, int a) : base(n, a) { }
    public override int CompareTo(Person o) { return string.Compare(Name, o.Name); }
}

interface IShape : IComparable<IShape>
{
    double Area { get; }
}

class Sq : IShape
{
    double s;
    public Sq(double x) { s = x; }
    public double Area { get { return s * s; } }
    public int CompareTo(IShape o) { return Area.CompareTo(o.Area); }
    public override string ToString() { return "Sq" + s; }
}

// a sorted set on a binary tree, over any comparable T
class Tree<T> where T : IComparable<T>
{
    class Node
    {
        public T Value;
        public Node Left, Right;
    }

    Node root;
    public int Count;

    public bool Add(T v)
    {
        if (root == null) {
            root = new Node { Value = v };
            Count++;
            return true;
        }
        Node n = root;
        for (;;) {
            int c = v.CompareTo(n.Value);
            if (c == 0)
                return false;
            if (c < 0) {
                if (n.Left == null) {
                    n.Left = new Node { Value = v };
                    break;
                }
                n = n.Left;
            } else {
                if (n.Right == null) {
                    n.Right = new Node { Value = v };
                    break;
                }
                n = n.Right;
            }
        }
        Count++;
        return true;
    }

    public string InOrder()
    {
        string s = "";
        Walk(root, ref s);
        return s;
    }

    void Walk(Node n, ref string s)
    {
        if (n == null)
            return;
        Walk(n.Left, ref s);
        s += (s.Length > 0 ? " " : "") + n.Value;
        Walk(n.Right, ref s);
    }
}

class P
{
    static T Max<T>(T a, T b) where T : IComparable<T>
    {
        return a.CompareTo(b) >= 0 ? a : b;
    }

    static T MaxOf<T>(List<T> xs) where T : IComparable<T>
    {
        T best = xs[0];
        foreach (T x in xs)
            if (x.CompareTo(best) > 0)
                best = x;
        return best;
    }

    static int IndexOf<T>(T[] a, T v) where T : IEquatable<T>
    {
        for (int i = 0; i < a.Length; i++)
            if (a[i].Equals(v))
                return i;
        return -1;
    }

    static void InsertionSort<T>(T[] a) where T : IComparable<T>
    {
        for (int i = 1; i < a.Length; i++) {
            T x = a[i];
            int j = i - 1;
            while (j >= 0 && a[j].CompareTo(x) > 0) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    static string Show<T>(T[] a)
    {
        string s = "";
        foreach (T x in a)
            s += (s.Length > 0 ? "," : "") + x;
        return s;
    }

    static bool Between<T>(T x, T lo, T hi) where T : struct, IComparable<T>, IEquatable<T>
    {
        return x.CompareTo(lo) >= 0 && x.CompareTo(hi) <= 0 && !x.Equals(hi);
    }

    static int Touch<T>(ref T a, T b) where T : IComparable<T>
    {
        return a.CompareTo(b);
    }

    static void Main()
    {
        Console.WriteLine(Max(3, 7) + " " + Max(-2L, -9L) + " " + Max(2.5, -1.0) + " " + Max('a', 'z') + " " +
                          Max(true, false) + " " + Max((byte)4, (byte)200) + " " + Max(7u, 3u) + " " + Max(1UL, 2UL));
        Console.WriteLine(Max("pear", "apple") + " " + Max(double.NaN, 1.0) + " " + Max(0.0, double.NaN));
        Console.WriteLine(Max(new Money(505), new Money(99)) + " " + Max(new Person("bob", 30), new Person("al", 41)));
        Person ann = new Student("ann", 50), zed = new Student("zed", 20);
        Console.WriteLine(Max(ann, zed) + " " + Max<Person>(ann, new Person("old", 90)));
        Console.WriteLine(Max<IShape>(new Sq(2), new Sq(3)));

        var ints = new List<int>();
        ints.Add(4);
        ints.Add(17);
        ints.Add(-3);
        var words = new List<string>();
        words.Add("kiwi");
        words.Add("fig");
        words.Add("plum");
        Console.WriteLine(MaxOf(ints) + " " + MaxOf(words));

        int[] xs = { 5, 3, 9, 1, 5 };
        InsertionSort(xs);
        string[] ss = { "delta", "alpha", "charlie", "bravo" };
        InsertionSort(ss);
        double[] ds = { 2.5, double.NaN, -1, 0 };
        InsertionSort(ds);
        Money[] ms = { new Money(300), new Money(5), new Money(120) };
        InsertionSort(ms);
        Console.WriteLine(Show(xs) + " | " + Show(ss) + " | " + Show(ds) + " | " + Show(ms));

        Console.WriteLine(IndexOf(xs, 9) + " " + IndexOf(ss, "bravo") + " " + IndexOf(ss, "echo") + " " +
                          IndexOf(ms, new Money(5)) + " " + IndexOf(new char[] { 'x', 'y' }, 'y'));
        Console.WriteLine(Between(5, 1, 10) + " " + Between(10, 1, 10) + " " + Between(new Money(50), new Money(10), new Money(60)));

        Counter c = new Counter();
        Touch(ref c, new Counter());
        Touch(ref c, new Counter());
        Console.WriteLine("calls " + c.Calls);

        var t = new Tree<int>();
        foreach (int v in new int[] { 50, 20, 80, 20, 60, 10 })
            t.Add(v);
        var ts = new Tree<string>();
        foreach (string v in "the quick brown fox jumps over the lazy dog".Split(' '))
            ts.Add(v);
        var tm = new Tree<Money>();
        tm.Add(new Money(250));
        tm.Add(new Money(25));
        Console.WriteLine(t.Count + ": " + t.InOrder());
        Console.WriteLine(ts.Count + ": " + ts.InOrder());
        Console.WriteLine(tm.Count + ": " + tm.InOrder());
        Console.WriteLine(3.CompareTo(4) + " " + 4.CompareTo(4) + " " + double.NaN.CompareTo(1.0) + " " +
                          10L.CompareTo(2L) + " " + 'b'.CompareTo('a') + " " + "b".CompareTo("a"));
    }
}
