// `using static C;` makes C's extension methods callable as extension
// methods (x.M()), without a `using` of C's namespace: System.Linq's
// Enumerable through `using static System.Linq.Enumerable`, and a
// program's own static class in another namespace.
using System;
using System.Collections.Generic;
using static System.Linq.Enumerable;
using static Tools.Text.Shout;

namespace Tools.Text
{
    static class Shout
    {
        public static string Loud(this string s) { return s.ToUpper() + "!"; }
        public static int Twice(int x) { return 2 * x; }
    }
}

class Program
{
    static void Main()
    {
        IEnumerable<int> xs = Range(1, 6);
        Console.WriteLine(string.Join(",", xs.Where(x => x % 2 == 0).Select(x => x * 10)));
        Console.WriteLine(xs.Sum() + " " + xs.Count() + " " + xs.Max());
        IEnumerable<IEnumerable<int>> nested = xs.Select(x => Repeat(x, x));
        Console.WriteLine(string.Join(" ", nested.Select(r => r.Sum())));
        Console.WriteLine("hey".Loud() + " " + Twice(21));
    }
}
