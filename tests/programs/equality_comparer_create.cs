// mono: skip
// EqualityComparer<T>.Create (.NET 8; Mono 6.8's library lacks it) and
// DistinctBy with a comparer (.NET 6): a comparer made of delegates, given
// to a Dictionary, a HashSet and LINQ; without a hash delegate its
// GetHashCode throws NotSupportedException, as .NET's.
using System;
using System.Collections.Generic;
using System.Linq;

class Program
{
    static void Main()
    {
        var byLength = EqualityComparer<string>.Create((a, b) => a.Length == b.Length, s => s.Length);
        Console.WriteLine(byLength.Equals("abc", "xyz") + " " + byLength.Equals("ab", "xyz") + " " + byLength.GetHashCode("four"));
        var d = new Dictionary<string, int>(byLength);
        d["one"] = 1;
        d["two"] = 2;
        d["three"] = 3;
        Console.WriteLine(d.Count + " " + d["six"] + " " + string.Join(",", d.Keys));
        var set = new HashSet<string>(new[] { "a", "bb", "c", "dd", "eee" }, byLength);
        Console.WriteLine(string.Join(",", set));
        Console.WriteLine(string.Join(",", new[] { "x", "yy", "z" }.Distinct(byLength)));
        Console.WriteLine(string.Join(",", new[] { 15, 25, 31, 42 }.DistinctBy(n => n % 10, EqualityComparer<int>.Create((a, b) => a % 5 == b % 5, n => n % 5))));
        var noHash = EqualityComparer<int>.Create((a, b) => a == b);
        Console.WriteLine(noHash.Equals(3, 3));
        try { noHash.GetHashCode(3); }
        catch (NotSupportedException ex) { Console.WriteLine(ex.GetType().Name + ": " + ex.Message); }
        try { EqualityComparer<int>.Create(null); }
        catch (ArgumentNullException ex) { Console.WriteLine(ex.ParamName); }
    }
}
