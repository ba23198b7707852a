// mono: skip
// Generic interfaces with default members (C# 8): an IEnumerable<T>-like
// interface whose helpers are default bodies over its abstract members,
// implemented by a generic class and a closed one.
using System;
using System.Collections.Generic;

interface ISeq<T>
{
    int Count { get; }
    T At(int i);
    T First() => At(0);
    T Last() => At(Count - 1);
    bool Has(T x)
    {
        for (int i = 0; i < Count; i++)
            if (EqualityComparer<T>.Default.Equals(At(i), x))
                return true;
        return false;
    }
    string Describe() => "seq of " + Count + ": " + First() + ".." + Last();
}

interface IRev<T> : ISeq<T> { string ISeq<T>.Describe() => "reversed " + Last() + ".." + First(); }

class Arr<T> : ISeq<T>
{
    readonly T[] a;
    public Arr(params T[] a) { this.a = a; }
    public int Count => a.Length;
    public T At(int i) => a[i];
}

class Range : IRev<int>
{
    public int Count => 4;
    public int At(int i) => 10 + i;
    public bool Has(int x) => x >= 10 && x < 14;
}

class P
{
    static void Use<T>(ISeq<T> s, T probe) => Console.WriteLine(s.Describe() + " has " + probe + ": " + s.Has(probe));

    static void Main()
    {
        Use(new Arr<string>("x", "y", "z"), "y");
        Use(new Arr<int>(3, 1, 4), 5);
        Use(new Range(), 12);
        ISeq<int> r = new Range();
        Console.WriteLine(r.First() + r.Last());
    }
}
