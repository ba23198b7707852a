// Regex matching: Match, Groups (by number and name, .NET's numbering:
// unnamed groups first, then named), Captures, NextMatch, Matches with
// foreach and the indexer, empty matches advancing by one.
using System;
using System.Linq;
using System.Text.RegularExpressions;

class Program
{
    static void Dump(Match m)
    {
        Console.Write(m.Success ? "'" + m.Value + "'@" + m.Index + "+" + m.Length : "no match");
        for (int i = 1; i < m.Groups.Count; i++) {
            Group g = m.Groups[i];
            Console.Write(" " + g.Name + (g.Success ? "='" + g.Value + "'@" + g.Index : "=-"));
        }
        Console.WriteLine();
    }

    static void Main()
    {
        Dump(Regex.Match("hello world 42", @"(\w+) (\w+) (\d+)"));
        Dump(Regex.Match("abc", "x"));
        Dump(Regex.Match("2023-07-14", @"(?<y>\d{4})-(?<m>\d\d)-(\d\d)"));
        Dump(Regex.Match("ab", "(?<n>a)(b)(?<2>c)?"));
        Dump(Regex.Match("xaaay", "a+?"));
        Dump(Regex.Match("xaaay", "a{2}"));
        Dump(Regex.Match("<b><i>", "<.+>"));
        Dump(Regex.Match("<b><i>", "<.+?>"));
        Dump(Regex.Match("abcd abbcd", "(a|ab)(c|bcd)(d*)"));
        Dump(Regex.Match("the the cat", @"\b(\w+) \1\b"));
        Dump(Regex.Match("aXa bYc", @"(?<c>\w)\w\k<c>"));

        var ranges = Regex.Matches("-6,-3--1,3-5,7", @"(?<f>-?\d+)-(?<s>-?\d+)|(-?\d+)");
        Console.WriteLine(ranges.Count + " matches; names " + string.Join(",", new Regex(@"(?<f>-?\d+)-(?<s>-?\d+)|(-?\d+)").GetGroupNames()));
        foreach (Match m in ranges)
            Console.WriteLine(m.Groups[1].Success ? "single " + m.Value : "range " + m.Groups["f"].Value + ".." + m.Groups["s"].Value);
        Console.WriteLine(string.Join("|", ranges.OfType<Match>().Select(m => m.Index)));
        Console.WriteLine(ranges[1].Value + " " + ranges[ranges.Count - 1].Value);

        Match n = Regex.Match("a1b22c333", @"\d+");
        while (n.Success) {
            Console.Write(n.Value + ";");
            n = n.NextMatch();
        }
        Console.WriteLine();

        Console.WriteLine(Regex.Matches("abc", "x*").Count + " " + Regex.Matches("baa", "a*").Count);
        foreach (Match m in Regex.Matches("baa", "a*"))
            Console.Write("[" + m.Index + ":" + m.Value + "]");
        Console.WriteLine();

        Match rep = Regex.Match("abcd", @"(\w)+");
        Console.WriteLine(rep.Groups[1].Value + " " + rep.Groups[1].Captures.Count);
        foreach (Capture c in rep.Groups[1].Captures)
            Console.Write(c.Value + "@" + c.Index + " ");
        Console.WriteLine();
        Match alt = Regex.Match("ab", "(?:(a)|b)+");
        Console.WriteLine(alt.Groups[1].Value + " " + alt.Groups[1].Captures.Count);

        var r = new Regex(@"(\d)(\d)?");
        Console.WriteLine(r.Match("a5b", 2).Success + " " + r.Match("a56", 1).Value + " " + r.IsMatch("x9", 1));
        Console.WriteLine(r.Matches("1 23 456", 2).Count);
        Console.WriteLine(Regex.Match("abc", "b").Groups.Count + " " + Regex.Match("abc", "(?<n>b)").Groups["n"].Index);
        Console.WriteLine(Regex.Match("abc", "(?<n>b)").Groups["none"].Success + " " + Regex.Match("abc", "(b)").Groups[7].Success);
        Console.WriteLine(Match.Empty.Success + " '" + Match.Empty.Value + "'");
        Console.WriteLine(r.GroupNumberFromName("2") + " " + r.GroupNameFromNumber(1) + " " + string.Join(",", r.GetGroupNumbers()));
    }
}
