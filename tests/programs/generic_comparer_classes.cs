// Comparer<T> and EqualityComparer<T> are abstract classes, as .NET's: a
// program derives from them overriding Compare / Equals and GetHashCode,
// passes them wherever an IComparer<T> / IEqualityComparer<T> goes, and
// Comparer<T>.Create makes one from a Comparison<T>.
using System;
using System.Collections.Generic;

class ByLength : Comparer<string>
{
    public override int Compare(string a, string b)
    {
        int d = a.Length.CompareTo(b.Length);
        return d != 0 ? d : string.CompareOrdinal(a, b) < 0 ? -1 : string.CompareOrdinal(a, b) > 0 ? 1 : 0;
    }
}

class Mod10 : EqualityComparer<int>
{
    public override bool Equals(int a, int b) => a % 10 == b % 10;
    public override int GetHashCode(int x) => x % 10;
}

static class Program
{
    static int Use(IComparer<string> c, string a, string b) => c.Compare(a, b);

    static void Main()
    {
        var words = new List<string> { "pear", "fig", "banana", "kiwi", "apple" };
        words.Sort(new ByLength());
        Console.WriteLine(string.Join(" ", words));
        Comparer<string> byLen = new ByLength();
        Console.WriteLine(Use(byLen, "aa", "b") + " " + byLen.Compare("x", "x"));
        var desc = Comparer<int>.Create((a, b) => b.CompareTo(a));
        var nums = new List<int> { 3, 1, 4, 1, 5, 9, 2, 6 };
        nums.Sort(desc);
        Console.WriteLine(string.Join(",", nums));
        Console.WriteLine(desc.Compare(1, 2));
        var set = new SortedSet<string>(new ByLength()) { "ccc", "a", "bb", "dd" };
        Console.WriteLine(string.Join(" ", set));
        Console.WriteLine(Comparer<int>.Default.Compare(2, 1) + " " + (Comparer<int>.Default is Comparer<int>));
        IEqualityComparer<int> m = new Mod10();
        Console.WriteLine(m.Equals(13, 23) + " " + m.Equals(13, 14) + " " + m.GetHashCode(47));
        EqualityComparer<string> eq = EqualityComparer<string>.Default;
        Console.WriteLine(eq.Equals("a", "a") + " " + eq.Equals("a", null) + " " + (eq is EqualityComparer<string>));
        try {
            Comparer<int>.Create(null);
        } catch (ArgumentNullException e) {
            Console.WriteLine("ArgumentNullException " + e.ParamName);
        }
        IComparer<object> byText = Comparer<object>.Create((a, b) => string.CompareOrdinal(a.ToString(), b.ToString()));
        IComparer<string> viaVariance = byText;
        Console.WriteLine(Math.Sign(viaVariance.Compare("b", "a")));
    }
}
