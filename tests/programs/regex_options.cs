// Regex options and constructs: IgnoreCase, Multiline, Singleline,
// ExplicitCapture, IgnorePatternWhitespace, inline (?imnsx-imnsx) and
// (?i:...), anchors \A \z \Z ^ $ \b \B \G, classes and escapes,
// lookahead/lookbehind, atomic groups, character class subtraction.
using System;
using System.Text.RegularExpressions;

class Program
{
    static string All(string pattern, string input, RegexOptions o = RegexOptions.None)
    {
        var parts = new System.Collections.Generic.List<string>();
        foreach (Match m in Regex.Matches(input, pattern, o))
            parts.Add(m.Index + ":" + m.Value.Replace("\n", "\\n"));
        return pattern + " => " + string.Join(" ", parts);
    }

    static void Main()
    {
        string lines = "one 1\ntwo 22\nthree 333\n";
        Console.WriteLine(All(@"^\w+", lines));
        Console.WriteLine(All(@"^\w+", lines, RegexOptions.Multiline));
        Console.WriteLine(All(@"\d+$", lines));
        Console.WriteLine(All(@"\d+$", lines, RegexOptions.Multiline));
        Console.WriteLine(All(@"\d+\Z", lines) + " | " + All(@"\d+\z", lines));
        Console.WriteLine(All(@"o.t", "on\nto oat") + " | " + All(@"o.t", "on\nto oat", RegexOptions.Singleline));
        Console.WriteLine(All("abc", "ABC aBc abc", RegexOptions.IgnoreCase) + " | " + All("(?i)a(?-i)bc", "ABC Abc abc"));
        Console.WriteLine(All("a(?i:b)c", "abc aBc abC") + " | " + All("[a-c]+", "xABCx", RegexOptions.IgnoreCase));
        Console.WriteLine(All("(?m)^t", lines) + " | " + All("(?s).+", "a\nb"));
        Console.WriteLine(All(@"\bcat\b", "cat concat cat's") + " | " + All(@"\Bcat", "cat concat"));
        Console.WriteLine(All(@"\G\d", "123a45") + " | " + All(@"\Aab", "abab"));
        Console.WriteLine(All(@"[^\d\s]+", "ab 12 c3") + " | " + All(@"[\w.-]+@[\w.]+", "x@y.com, a-b.c@d.org"));
        Console.WriteLine(All(@"[a-z-[aeiou]]+", "regular") + " | " + All(@"[]a]+", "]a]b") + " | " + All(@"[-+]?\d", "-1 +2 3"));
        Console.WriteLine(All(@"\x41\u0042\t\.", "AB\t. AB\t!"));
        Console.WriteLine(All(@"\d+(?=px)", "10px 20em 30px") + " | " + All(@"\d+(?!px|\d)", "10px 20em"));
        Console.WriteLine(All(@"(?<=\$)\d+", "$10 20 $30") + " | " + All(@"(?<!-)\b\d+", "-5 6 -7 8"));
        Console.WriteLine(All(@"(?>a+)b", "aaab") + " | " + All(@"(?>a+)a", "aaa") + " | " + All(@"(a+)+b", "aaab"));

        var ec = Regex.Match("ab", "(a)(?<n>b)", RegexOptions.ExplicitCapture);
        Console.WriteLine(ec.Groups.Count + " " + ec.Groups[1].Name + "=" + ec.Groups[1].Value);
        var nx = Regex.Match("ab", "(?n)(a)(b)");
        Console.WriteLine(nx.Groups.Count);
        var ws = new Regex(@"(\d+)  # digits
                              \s* - \s*   # a dash
                              (\d+)", RegexOptions.IgnorePatternWhitespace);
        Console.WriteLine(ws.Match("10 - 20").Groups[2].Value);
        Console.WriteLine(Regex.IsMatch("ABC", "^abc$", RegexOptions.IgnoreCase | RegexOptions.Compiled | RegexOptions.CultureInvariant));
        Console.WriteLine(new Regex("x", RegexOptions.Multiline | RegexOptions.IgnoreCase).Options);
        Console.WriteLine(All(@"(a*)*b", "aab b") + " | " + All(@"(a|)+c", "aac"));
    }
}
