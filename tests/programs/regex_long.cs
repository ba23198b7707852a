// Backtracking on long inputs runs on the matcher's own stack, not the
// native one: a group repeated 2,000 times, an alternation loop anchored
// at the end, and a greedy .* that gives back characters.
using System;
using System.Text;
using System.Text.RegularExpressions;

class Program
{
    static void Main()
    {
        var sb = new StringBuilder();
        for (int i = 0; i < 1000; i++)
            sb.Append(i % 3 == 0 ? "ab" : "ba");
        string s = sb.ToString();
        Match m = Regex.Match(s, "(a|b)*");
        Console.WriteLine(m.Length + " " + m.Groups[1].Captures.Count + " " + m.Groups[1].Index);
        Console.WriteLine(Regex.Match(s, "^(?:ab|ba)+$").Length);
        Console.WriteLine(Regex.Match(s + "c" + s, ".*c(.*)").Groups[1].Length);
        Console.WriteLine(Regex.Match(s + "bab", "(?:a|b)*?bab$").Length);
        Console.WriteLine(Regex.Replace(s, "(ab)+", "-").Length);
    }
}
