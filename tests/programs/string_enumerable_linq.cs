// string as IEnumerable<char> (and IEnumerable), as .NET: LINQ over strings
// (All, Any, Count, Distinct, ToHashSet, Reverse, Where, Select, GroupBy,
// OrderBy, Zip, SequenceEqual, Aggregate, Sum, ToDictionary, ...), a string
// in an IEnumerable<char> local and parameter, foreach through the
// interface, new HashSet<char>(s) and new List<char>(s), string.Join over a
// string's chars (.NET's Join<T>), casts and type tests back to string, the
// enumerator's InvalidOperationExceptions, and foreach over a string local.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;

class P
{
    static int CountAll(IEnumerable<char> xs) { int n = 0; foreach (var c in xs) n++; return n; }
    static void Main()
    {
        string s = "Hello, World 42";
        Console.WriteLine(s.All(char.IsLetter));
        Console.WriteLine("abc".All(char.IsLetter));
        Console.WriteLine(s.Count(c => c == 'l'));
        Console.WriteLine(new string(s.Distinct().ToArray()));
        var hs = s.ToHashSet();
        Console.WriteLine(hs.Count + " " + hs.Contains('W'));
        Console.WriteLine(string.Concat(s.Reverse()));
        Console.WriteLine(new string(s.Where(char.IsLetterOrDigit).ToArray()));
        Console.WriteLine(string.Join("|", s.Select(c => (int)c).Take(3)));
        foreach (var g in "mississippi".GroupBy(c => c))
            Console.Write(g.Key + ":" + g.Count() + " ");
        Console.WriteLine();
        Console.WriteLine(new string("banana".OrderBy(c => c).ToArray()));
        Console.WriteLine(s.Any(char.IsDigit) + " " + "xyz".Any(char.IsDigit));
        Console.WriteLine(string.Join(",", "abc".Zip("xyz", (a, b) => a + "" + b)));
        IEnumerable<char> e = "abc";
        foreach (var c in e) Console.Write(c);
        Console.WriteLine();
        IEnumerable ne = "def";
        foreach (var c in ne) Console.Write(c);
        Console.WriteLine();
        var set = new HashSet<char>("hello");
        Console.WriteLine(set.Count);
        var list = new List<char>(s);
        Console.WriteLine(list.Count + " " + list[4]);
        Console.WriteLine(string.Join(",", s));
        Console.WriteLine(CountAll("four"));
        Console.WriteLine(e is string);
        Console.WriteLine((string)e);
        object o = "qq";
        Console.WriteLine(o is IEnumerable<char>);
        IEnumerable<char> e2 = o as IEnumerable<char>;
        Console.WriteLine(e2.Count());
        Console.WriteLine(s.First() + " " + s.Last() + " " + s.Max() + " " + s.Min());
        Console.WriteLine("abc".SequenceEqual(new[] { 'a', 'b', 'c' }));
        Console.WriteLine(string.Concat("abc".Select(char.ToUpper)));
        Console.WriteLine("a1b2".Where(char.IsDigit).Sum(c => c - '0'));
        var en = e.GetEnumerator();
        try { var x = en.Current; } catch (InvalidOperationException ex) { Console.WriteLine(ex.Message); }
        while (en.MoveNext()) { }
        try { var x = en.Current; } catch (InvalidOperationException ex) { Console.WriteLine(ex.Message); }
        Console.WriteLine(s.ToList().Count + " " + s.ToArray().Length);
        Console.WriteLine(s.Aggregate(0, (a, c) => a + c));
        Console.WriteLine("hello".Contains('e') + " " + "hello".Skip(1).First());
        var d = "hello".GroupBy(c => c).ToDictionary(g => g.Key, g => g.Count());
        Console.WriteLine(d['l']);
        foreach (char c in s) Console.Write(c);
        Console.WriteLine();
        Console.WriteLine(IsPalindrome("A man, a plan, a canal: Panama") + " " + IsPalindrome("Kiln"));
        Console.WriteLine(IsAnagram("listen", "silent") + " " + IsAnagram("abc", "abd"));
        Console.WriteLine("programming".Count(c => "aeiou".Contains(c)) + " " +
                          string.Join(" ", "the quick brown fox".Split(' ').Select(w => new string(w.Reverse().ToArray()))));
    }

    static bool IsPalindrome(string s)
    {
        var letters = s.Where(char.IsLetter).Select(char.ToLower).ToList();
        return letters.SequenceEqual(Enumerable.Reverse(letters));
    }

    static bool IsAnagram(string a, string b)
    {
        return a.OrderBy(c => c).SequenceEqual(b.OrderBy(c => c));
    }
}
