// The string members real programs call: Empty, IsNullOrWhiteSpace, Join,
// Concat of arrays, Contains/IndexOf/LastIndexOf/IndexOfAny with start
// indexes and counts, StartsWith/EndsWith, Compare and CompareOrdinal
// (ordinal, as .NET with invariant globalization),
// Insert, Remove, Replace, case mapping, PadLeft/PadRight, Trim family,
// Split with chars, strings and a count, and ToCharArray; each with the
// exceptions .NET throws. (The overloads taking StringComparison or
// StringSplitOptions wait for enum types in signatures.)
using System;

class StringMembers
{
    static string Show(string[] parts)
    {
        string s = parts.Length + ":";
        for (int i = 0; i < parts.Length; i++)
            s = s + "[" + parts[i] + "]";
        return s;
    }

    static int Sign(int x)
    {
        return x < 0 ? -1 : x > 0 ? 1 : 0;
    }

    static void Main()
    {
        Console.WriteLine("[" + string.Empty + "] " + (string.Empty == "") + " " + string.Empty.Length);
        Console.WriteLine(string.IsNullOrWhiteSpace(null) + " " + string.IsNullOrWhiteSpace("") + " " + string.IsNullOrWhiteSpace(" \t\r\n")
                          + " " + string.IsNullOrWhiteSpace(" x ") + " " + string.IsNullOrWhiteSpace("\u00a0\u2003"));
        string[] words = { "alpha", "beta", null, "gamma" };
        Console.WriteLine(string.Join(", ", words) + "|" + string.Join('-', words) + "|" + string.Join("", words) + "|" + string.Join(null, words));
        Console.WriteLine(string.Join("/", words, 1, 2) + "|" + string.Join("+", new string[0]) + "|" + string.Join("+", new string[] { "one" }));
        object[] objs = { 1.5.ToString(), null, "x" };
        Console.WriteLine(string.Join(";", objs) + "|" + string.Concat(words) + "|" + string.Concat(objs));
        string s = "Hello, World! Hello again.";
        Console.WriteLine(s.Contains('W') + " " + s.Contains('z') + " " + s.Contains("again"));
        Console.WriteLine(s.IndexOf('l') + " " + s.IndexOf('l', 5) + " " + s.IndexOf('l', 5, 10) + " " + s.IndexOf('Q'));
        Console.WriteLine(s.IndexOf("Hello") + " " + s.IndexOf("Hello", 1) + " " + s.IndexOf("Hello", 1, 10) + " " + s.IndexOf("") + " " + s.IndexOf("", 7));
        Console.WriteLine(s.LastIndexOf('l') + " " + s.LastIndexOf('l', 10) + " " + s.LastIndexOf("Hello") + " " + s.LastIndexOf("Hello", 12) + " " + s.LastIndexOf("o") + " " + s.LastIndexOf("") + " " + "".LastIndexOf("x"));
        Console.WriteLine(s.IndexOfAny(new char[] { ',', '!' }) + " " + s.IndexOfAny(new char[] { ',', '!' }, 6) + " " + s.IndexOfAny(new char[] { 'q' }) + " " + s.LastIndexOfAny(new char[] { 'H', 'W' }));
        Console.WriteLine(s.StartsWith('H') + " " + s.EndsWith('.') + " " + s.EndsWith("again.") + " " + s.EndsWith("AGAIN.") + " " + s.StartsWith("Hello") + " " + "".EndsWith('x') + " " + s.EndsWith(""));
        Console.WriteLine(Sign(string.CompareOrdinal("apple", "banana")) + " " + Sign(string.CompareOrdinal("b", "a")) + " " + string.CompareOrdinal("same", "same") + " " + Sign(string.CompareOrdinal("ab", "abc"))
                          + " " + Sign(string.CompareOrdinal(null, "a")) + " " + Sign(string.CompareOrdinal("a", null)) + " " + Sign(string.Compare("Apple", "apple", true))
                          + " " + Sign("abc".CompareTo("abd")) + " " + Sign("abc".CompareTo(null)) + " " + Sign(string.CompareOrdinal("xabc", 1, "abd", 0, 2)) + " " + Sign(string.CompareOrdinal("xabc", 1, "abd", 0, 3)));
        Console.WriteLine("abcdef".Insert(3, "XYZ") + " " + "abcdef".Insert(0, "<") + " " + "abcdef".Insert(6, ">") + " " + "abcdef".Remove(2) + " " + "abcdef".Remove(1, 3) + " " + "abcdef".Remove(0, 0));
        Console.WriteLine("banana".Replace('a', 'o') + " " + "banana".Replace("an", "AN") + " " + "banana".Replace("a", "") + " " + "banana".Replace("na", null) + " " + "aaa".Replace("aa", "b") + " " + "x".Replace("y", "z"));
        Console.WriteLine("Hello World 123 \u00e9\u00c9\u03b1\u0391\u0436\u0416".ToUpper() + " " + "Hello World 123 \u00e9\u00c9\u03b1\u0391\u0436\u0416".ToLower() + " " + "MiXeD".ToUpperInvariant() + " " + "MiXeD".ToLowerInvariant() + " " + "stra\u00dfe".ToUpper());
        Console.WriteLine("[" + "42".PadLeft(5) + "][" + "42".PadLeft(5, '0') + "][" + "42".PadRight(5) + "][" + "42".PadRight(5, '.') + "][" + "toolong".PadLeft(3) + "][" + "x".PadRight(0) + "]");
        Console.WriteLine("[" + "  \t hi there \n ".Trim() + "][" + "  hi  ".TrimStart() + "][" + "  hi  ".TrimEnd() + "][" + "xxhixx".Trim('x') + "][" + "xyhiyx".Trim(new char[] { 'x', 'y' })
                          + "][" + "xxhixx".TrimStart('x') + "][" + "xxhixx".TrimEnd('x') + "][" + "  ".Trim() + "][" + "abc".Trim(new char[0]) + "]");
        Console.WriteLine(Show("a,b,,c,".Split(',')) + " " + Show(",".Split(',')) + " " + Show("no separators".Split(';')));
        Console.WriteLine(Show("a,b;c d".Split(new char[] { ',', ';', ' ' })) + " " + Show("a,b,c,d".Split(new char[] { ',' }, 2)) + " " + Show("a,,b,,c".Split(new char[] { ',' }, 3)));
        Console.WriteLine(Show("one  two\tthree\nfour".Split((char[])null)) + " " + Show(" lead trail ".Split(new char[0])) + " " + Show("a b c".Split((char[])null, 2)));
        Console.WriteLine(Show("a--b--c".Split("--")) + " " + Show("a----b".Split("--")) + " " + Show("abc".Split("")) + " " + Show("a b".Split((string)null)));
        Console.WriteLine(Show("".Split(',')) + " " + Show("abc".Split(new char[] { ',' }, 0)) + " " + Show("abc".Split(new char[] { ',' }, 1)) + " " + Show("a,b".Split(new char[] { ',' }, 1)));
        char[] cs = "chars".ToCharArray();
        cs[0] = 'C';
        Console.WriteLine(cs.Length + " " + cs[0] + cs[4] + " " + "".ToCharArray().Length);
        Fail(0); Fail(1); Fail(2); Fail(3); Fail(4); Fail(5); Fail(6); Fail(7); Fail(8); Fail(9); Fail(10);
    }

    static void Fail(int which)
    {
        string s = "abc";
        try
        {
            if (which == 0) s.Insert(4, "x");
            else if (which == 1) s.Remove(3);
            else if (which == 2) s.Remove(1, 5);
            else if (which == 3) s.Replace("", "x");
            else if (which == 4) s.Replace(null, "x");
            else if (which == 5) s.IndexOf('a', 4);
            else if (which == 6) s.PadLeft(-1);
            else if (which == 7) s.Split(new char[] { ',' }, -1);
            else if (which == 8) string.Join(",", (string[])null);
            else if (which == 9) s.IndexOf((string)null);
            else s.LastIndexOf('a', 3);
            Console.WriteLine(which + ": no exception");
        }
        catch (ArgumentNullException)
        {
            Console.WriteLine(which + ": ArgumentNullException");
        }
        catch (ArgumentOutOfRangeException)
        {
            Console.WriteLine(which + ": ArgumentOutOfRangeException");
        }
        catch (ArgumentException)
        {
            Console.WriteLine(which + ": ArgumentException");
        }
    }
}
