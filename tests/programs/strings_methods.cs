// String members: Length, indexer, equality, Substring, IndexOf, Contains,
// StartsWith, IsNullOrEmpty, Equals, ToString, and exceptions from bad uses.
using System;

class StringsMethods
{
    static void Main()
    {
        string s = "Hello, Kiln";
        Console.WriteLine(s.Length);
        Console.WriteLine(s[0]);
        Console.WriteLine(s[s.Length - 1]);
        Console.WriteLine(s.Substring(7));
        Console.WriteLine(s.Substring(0, 5));
        Console.WriteLine(s.Substring(11).Length);
        Console.WriteLine(s.IndexOf('K'));
        Console.WriteLine(s.IndexOf('z'));
        Console.WriteLine(s.Contains("lo, "));
        Console.WriteLine(s.Contains("xyz"));
        Console.WriteLine(s.Contains(""));
        Console.WriteLine(s.StartsWith("Hell"));
        Console.WriteLine(s.StartsWith("hell"));
        Console.WriteLine(string.IsNullOrEmpty(""));
        Console.WriteLine(string.IsNullOrEmpty(null));
        Console.WriteLine(string.IsNullOrEmpty(s));
        string a = "ab";
        string b = "a" + "b".Substring(0);
        Console.WriteLine(a == b);
        Console.WriteLine(a != b);
        Console.WriteLine(a.Equals(b));
        Console.WriteLine(a.Equals((object)b));
        Console.WriteLine((object)a == (object)"ab");
        Console.WriteLine(a.ToString() == "ab");
        Console.WriteLine(a.GetHashCode() == b.GetHashCode());
        string n = null;
        Console.WriteLine(n == null);
        Console.WriteLine(a == n);
        try { Console.WriteLine(s.Substring(12)); } catch (ArgumentOutOfRangeException) { Console.WriteLine("substring start out of range"); }
        try { Console.WriteLine(s.Substring(5, 10)); } catch (ArgumentOutOfRangeException) { Console.WriteLine("substring length out of range"); }
        try { Console.WriteLine(s[20]); } catch (IndexOutOfRangeException) { Console.WriteLine("indexer out of range"); }
        try { Console.WriteLine(n.Length); } catch (NullReferenceException) { Console.WriteLine("null length"); }
        try { Console.WriteLine(s.Contains(n)); } catch (ArgumentNullException) { Console.WriteLine("contains null"); }
        int count = 0;
        for (int i = 0; i < s.Length; i++) if (s[i] == 'l') count++;
        Console.WriteLine(count);
    }
}
