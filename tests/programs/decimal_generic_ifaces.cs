// decimal is an IComparable<decimal> and an IEquatable<decimal>, as on .NET:
// conversions (a box), calls through them, casts and type tests of boxes,
// constraints, the default comparers and the collections that use them.
using System;
using System.Collections.Generic;
using System.Linq;

static class Program
{
    static T Largest<T>(IEnumerable<T> xs) where T : IComparable<T>
    {
        T best = default(T);
        bool first = true;
        foreach (T x in xs)
            if (first || x.CompareTo(best) > 0) {
                best = x;
                first = false;
            }
        return best;
    }

    static bool Same<T>(T a, T b) where T : IEquatable<T> => a.Equals(b);

    static int Order(IComparable<decimal> c, decimal d) => c.CompareTo(d);

    static void Main()
    {
        IComparable<decimal> c = 1.50m;
        Console.WriteLine(c.CompareTo(1.5m) + " " + c.CompareTo(2m) + " " + c.CompareTo(-3m));
        IEquatable<decimal> e = 2.0m;
        Console.WriteLine(e.Equals(2m) + " " + e.Equals(2.01m));
        Console.WriteLine(Order(10m, 9.99m));
        object boxed = 7.25m;
        Console.WriteLine(boxed is IComparable<decimal>);
        Console.WriteLine(boxed is IEquatable<decimal>);
        Console.WriteLine(boxed is IComparable<double>);
        Console.WriteLine(boxed is IComparable);
        var back = (IComparable<decimal>)boxed;
        Console.WriteLine(back.CompareTo(7.25m));
        Console.WriteLine((decimal)back + 1m);
        Console.WriteLine((boxed as IEquatable<decimal>) != null);
        try {
            var wrong = (IComparable<int>)boxed;
            Console.WriteLine(wrong);
        } catch (InvalidCastException) {
            Console.WriteLine("InvalidCastException");
        }
        var prices = new List<decimal> { 3.10m, 12.5m, 0.99m, 4.25m, 7m };
        Console.WriteLine(Largest(prices));
        Console.WriteLine(Same(1.0m, 1.00m) + " " + Same(1m, 2m));
        prices.Sort();
        Console.WriteLine(string.Join(" ", prices));
        Console.WriteLine(Comparer<decimal>.Default.Compare(1m, 2m));
        Console.WriteLine(EqualityComparer<decimal>.Default.Equals(5.0m, 5m));
        Console.WriteLine(prices.Max() + " " + prices.Min() + " " + prices.Distinct().Count());
        var set = new SortedSet<decimal> { 2m, 1.5m, 2.00m, -1m };
        Console.WriteLine(string.Join(",", set));
        var index = prices.BinarySearch(7m);
        Console.WriteLine(index);
        decimal[] arr = { 5m, 1m, 3m };
        Array.Sort(arr);
        Console.WriteLine(string.Join(",", arr) + " " + Array.IndexOf(arr, 3m));
        Console.WriteLine(prices.Contains(0.990m) + " " + prices.IndexOf(12.5m));
        var byPrice = prices.OrderByDescending(p => p).First();
        Console.WriteLine(byPrice);
    }
}
