// BigInteger in the collections and the rest of the language: List<T>.Sort
// and Contains, HashSet<T> and Dictionary<TKey, TValue> keys (Equals and
// GetHashCode), LINQ Aggregate/Max/OrderByDescending, boxing, IComparable,
// nullable, tuples, comparisons with long, Log.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Numerics;

class Program
{
    static BigInteger Fact(int n) => n < 2 ? 1 : n * Fact(n - 1);

    static void Main()
    {
        var list = new List<BigInteger> { 5, BigInteger.Pow(3, 50), -7, 0 };
        list.Add(12345678901234567890UL);
        list.Sort();
        Console.WriteLine(string.Join(", ", list));
        Console.WriteLine(list.Contains(-7) + " " + list.IndexOf(0));
        var set = new HashSet<BigInteger> { 1, 2, 1, BigInteger.One };
        Console.WriteLine(set.Count);
        var d = new Dictionary<BigInteger, string> { [BigInteger.Pow(10, 30)] = "big" };
        Console.WriteLine(d[BigInteger.Parse("1" + new string('0', 30))]);
        BigInteger p = Enumerable.Range(1, 25).Aggregate(BigInteger.One, (a, b) => a * b);
        Console.WriteLine(p);
        Console.WriteLine(list.Max() + " " + list.Min() + " " + list.OrderByDescending(x => x).First());
        Console.WriteLine(Fact(30));
        BigInteger sum = 0;
        foreach (var x in list) sum += x;
        Console.WriteLine(sum);
        Console.WriteLine(string.Format("{0,25:N0}|{1:X}|{2}", Fact(20), 255, (BigInteger)(-3)));
        object o = Fact(22);
        Console.WriteLine(o is BigInteger bb ? "yes " + bb : "no");
        Console.WriteLine(o.Equals(Fact(22)) + " " + Fact(22).Equals(o) + " " + (o.GetHashCode() == Fact(22).GetHashCode()));
        IComparable c = Fact(5);
        Console.WriteLine(c.CompareTo((BigInteger)119) + " " + c.CompareTo(null));
        BigInteger? n = null;
        Console.WriteLine(n.HasValue + " " + (n ?? new BigInteger(42)));
        var t = (Fact(10), "x");
        Console.WriteLine(t);
        Console.WriteLine(BigInteger.Max(3, 9) + BigInteger.Min(-3, 9));
        long l = 5;
        Console.WriteLine(Fact(3) == 6 ? "eq" : "ne");
        Console.WriteLine((Fact(3) > l) + " " + (l < Fact(3)) + " " + (Fact(3) != l) + " " + Fact(3).Equals(6L) + " " + Fact(3).CompareTo(7L));
        Console.WriteLine(Math.Round(BigInteger.Log(Fact(50)), 8) + " " + Math.Round(BigInteger.Log(BigInteger.Pow(2, 100), 2), 8));
    }
}
