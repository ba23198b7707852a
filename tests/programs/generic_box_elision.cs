// A type parameter's value tested against and cast to an interface
// (C#'s explicit conversion from T to any interface), and object's virtual
// methods called on it, per instantiation: a value type answers `is` from
// its type and runs its own method on a copy (no box), a reference type
// through the object; a T that is not the interface throws
// InvalidCastException on the cast. The default comparers built on this,
// on primitives, string, structs with and without IEquatable<T>, classes,
// nullables and enums (their equality; Comparer<E>.Default on an enum
// is not built yet).
using System;
using System.Collections.Generic;

interface ICounter
{
    int Bump();
}

struct Tally : ICounter, IEquatable<Tally>, IComparable<Tally>
{
    public int N;
    public Tally(int n) { N = n; }
    public int Bump() { N++; return N; }
    public bool Equals(Tally o) { return N == o.N; }
    public int CompareTo(Tally o) { return N.CompareTo(o.N); }
    public override int GetHashCode() { return N * 7; }
    public override string ToString() { return "Tally(" + N + ")"; }
}

struct Plain
{
    public int A;
}

class Name : IEquatable<Name>, IComparable<Name>
{
    public string S;
    public Name(string s) { S = s; }
    public bool Equals(Name o) { return o != null && S == o.S; }
    public int CompareTo(Name o) { return string.CompareOrdinal(S, o.S); }
    public override int GetHashCode() { return S.Length; }
}

enum Color { Red, Green, Blue }

class Probe<T>
{
    public static string Kinds(T x)
    {
        return (x is IEquatable<T>) + " " + (x is IComparable<T>) + " " + (x is ICounter);
    }

    public static int Compare(T x, T y)
    {
        return ((IComparable<T>)x).CompareTo(y);
    }

    public static bool Same(T x, T y)
    {
        return ((IEquatable<T>)x).Equals(y);
    }

    public static string Members(T x)
    {
        return x.GetHashCode() + " " + x.ToString() + " " + x.Equals(x);
    }

    public static int BumpCopy(T x)
    {
        int r = ((ICounter)x).Bump();
        return r * 100 + ((ICounter)x).Bump();
    }
}

class GenericBoxElision
{
    static void Main()
    {
        Console.WriteLine(Probe<int>.Kinds(3));
        Console.WriteLine(Probe<double>.Kinds(2.5));
        Console.WriteLine(Probe<string>.Kinds("s"));
        Console.WriteLine(Probe<string>.Kinds(null));
        Console.WriteLine(Probe<Tally>.Kinds(new Tally(1)));
        Console.WriteLine(Probe<Plain>.Kinds(new Plain()));
        Console.WriteLine(Probe<Name>.Kinds(new Name("n")));
        Console.WriteLine(Probe<object>.Kinds(new object()));

        Console.WriteLine(Probe<int>.Compare(3, 5) + " " + Probe<double>.Compare(2.5, 1.0) + " " +
                          Math.Sign(Probe<string>.Compare("pear", "apple")) + " " + Probe<char>.Compare('a', 'a'));
        Console.WriteLine(Probe<Tally>.Compare(new Tally(9), new Tally(4)) + " " +
                          Probe<Name>.Compare(new Name("a"), new Name("b")));
        Console.WriteLine(Probe<int>.Same(4, 4) + " " + Probe<long>.Same(4, 5) + " " + Probe<string>.Same("x", "x") +
                          " " + Probe<Tally>.Same(new Tally(2), new Tally(2)) + " " + Probe<Name>.Same(new Name("q"), new Name("r")));

        Console.WriteLine(Probe<int>.Members(42));
        Console.WriteLine(Probe<bool>.Members(true));
        Console.WriteLine(Probe<Tally>.Members(new Tally(6)));
        Console.WriteLine(Probe<Name>.Members(new Name("four")) == "4 Name True");

        Tally t = new Tally(10);
        Console.WriteLine(Probe<Tally>.BumpCopy(t) + " " + t.N);
        try {
            Probe<Plain>.BumpCopy(new Plain());
        } catch (InvalidCastException) {
            Console.WriteLine("Plain is not an ICounter");
        }
        try {
            Probe<Name>.Compare(null, new Name("z"));
        } catch (NullReferenceException) {
            Console.WriteLine("null receiver");
        }

        Console.WriteLine(Comparer<int>.Default.Compare(1, 2) + " " + Comparer<string>.Default.Compare(null, "a") + " " +
                          Comparer<string>.Default.Compare("b", null) + " " + Comparer<string>.Default.Compare("b", "a"));
        Console.WriteLine(Comparer<Tally>.Default.Compare(new Tally(1), new Tally(1)) + " " +
                          Comparer<Name>.Default.Compare(new Name("m"), null) + " " +
                          Comparer<int?>.Default.Compare(null, 3) + " " + Comparer<int?>.Default.Compare(4, 3));
        EqualityComparer<int?> en = EqualityComparer<int?>.Default;
        Console.WriteLine(en.Equals(null, null) + " " + en.Equals(1, null) + " " + en.Equals(7, 7) + " " +
                          en.GetHashCode(null) + " " + en.GetHashCode(12));
        Console.WriteLine(EqualityComparer<Plain>.Default.Equals(new Plain(), new Plain()) + " " +
                          EqualityComparer<Color>.Default.Equals(Color.Green, Color.Green) + " " +
                          EqualityComparer<Name>.Default.Equals(new Name("a"), new Name("a")) + " " +
                          EqualityComparer<Name>.Default.Equals(null, new Name("a")) + " " +
                          EqualityComparer<double>.Default.Equals(double.NaN, double.NaN) + " " +
                          EqualityComparer<Tally>.Default.GetHashCode(new Tally(3)));

        List<Tally> ts = new List<Tally> { new Tally(5), new Tally(2), new Tally(8), new Tally(2) };
        ts.Sort();
        Console.WriteLine(string.Join(",", ts) + " " + ts.IndexOf(new Tally(8)) + " " + ts.Contains(new Tally(3)));
        List<Color> cs = new List<Color> { Color.Blue, Color.Red, Color.Green };
        Console.WriteLine(string.Join(",", cs) + " " + cs.IndexOf(Color.Green));
        Dictionary<Tally, string> names = new Dictionary<Tally, string>();
        names[new Tally(1)] = "one";
        names[new Tally(2)] = "two";
        names[new Tally(1)] = "uno";
        Console.WriteLine(names.Count + " " + names[new Tally(1)] + " " + names.ContainsKey(new Tally(3)));
        HashSet<string> words = new HashSet<string> { "a", "b", "a" };
        Console.WriteLine(words.Count + " " + words.Contains("b") + " " + words.Contains(null));
    }
}
