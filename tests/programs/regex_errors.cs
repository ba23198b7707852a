// mono: skip
// Invalid patterns throw RegexParseException (an ArgumentException) with
// .NET 8's message, "Invalid pattern 'P' at offset N. Reason." (Mono
// prints "parsing "P" - Reason." and has no public RegexParseException,
// so mcs cannot compile this); null arguments and bad counts throw
// .NET's argument exceptions. The last lines are Kiln's own: a construct
// Kiln's Regex does not build (conditionals, balancing groups, \p{..},
// RightToLeft) is a NotSupportedException naming it, never a wrong match.
using System;
using System.Text.RegularExpressions;

class Program
{
    static void Try(string pattern)
    {
        try {
            new Regex(pattern);
            Console.WriteLine("ok " + pattern);
        } catch (RegexParseException e) {
            Console.WriteLine(e.Error + " " + e.Offset + ": " + e.Message);
        }
    }

    static void Main()
    {
        foreach (string p in new[] { "(", "(a", "a)", "[a", "[b-a]", "a{3,2}", @"(a)\2", @"\k<x>(?<y>.)", @"\g", "a\\", "(?<a.>)", "(?<xfo)", @"\x4", "*a", "a**", "a{2}{3}", "(?z)" })
            Try(p);
        try { new Regex("("); } catch (ArgumentException e) { Console.WriteLine("ArgumentException: " + (e is RegexParseException)); }
        try { Regex.Match(null, "a"); } catch (ArgumentNullException e) { Console.WriteLine(e.Message); }
        try { new Regex(null); } catch (ArgumentNullException e) { Console.WriteLine(e.Message); }
        try { new Regex("a").Match("abc", 4); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.ParamName); }
        try { new Regex("a").Replace("abc", "b", -2); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.ParamName); }
        Console.WriteLine(new Regex("a").Matches("abc")[0].Value);
        try { Console.WriteLine(new Regex("a").Matches("abc")[1].Value); } catch (ArgumentOutOfRangeException) { Console.WriteLine("index out of range"); }

        foreach (string p in new[] { "(a)(?(1)b|c)", "(?<o>a)(?<c-o>b)", @"\p{L}" }) {
            try { new Regex(p); } catch (NotSupportedException e) { Console.WriteLine(e.Message); }
        }
        try { new Regex("a", RegexOptions.RightToLeft); } catch (NotSupportedException e) { Console.WriteLine(e.Message); }
    }
}
