// Regex.Replace (substitutions $1 ${name} $0 $& $` $' $+ $_ $$, a
// reference to no group left as text, a MatchEvaluator, count and
// startat), Regex.Split (captured groups kept, empty matches, count),
// Escape and Unescape.
using System;
using System.Text.RegularExpressions;

class Program
{
    static void Main()
    {
        Console.WriteLine(Regex.Replace("2024-01-05", @"(\d+)-(\d+)-(\d+)", "$3/$2/$1"));
        var r = new Regex(@"(?<w>[a-z])(\d)?");
        foreach (string rep in new[] { "[$0]", "[$&]", "${w}", "$1", "$2", "$12", "${1}0", "$$1", "${nope}", "$`", "$'", "$+", "$_", "a$", "$w", "${" })
            Console.WriteLine(rep + " -> " + r.Replace("a1 b c3", rep));
        Console.WriteLine(r.Replace("a1 b c3", "#", 2));
        Console.WriteLine(r.Replace("a1 b c3", "#", -1, 3));
        Console.WriteLine(Regex.Replace("hello world", @"\w+", m => m.Value.Length + ":" + m.Value.ToUpper()));
        Console.WriteLine(new Regex("o").Replace("foo boo", m => "0", 3));
        Console.WriteLine(Regex.Replace("aaa", "a*", "X") + " " + Regex.Replace("abc", "", "-") + " " + Regex.Replace("abc", "x", "y"));
        Console.WriteLine(Regex.Replace("Hello World", "o", "0", RegexOptions.IgnoreCase));
        Console.WriteLine(Regex.Replace("  a   b  ", @"\s+", " ").Trim());

        Console.WriteLine(string.Join("|", Regex.Split("a, b,c ,d", @"\s*,\s*")));
        Console.WriteLine(string.Join("|", Regex.Split("a1b22c", @"(\d+)")));
        Console.WriteLine(string.Join("|", Regex.Split("a-b_c", @"(-)|(_)")));
        Console.WriteLine(string.Join("|", Regex.Split("abc", "")));
        Console.WriteLine(string.Join("|", Regex.Split("abc", "x")) + " " + Regex.Split("", "x").Length);
        Console.WriteLine(string.Join("|", new Regex("-").Split("a-b-c-d", 2)));
        Console.WriteLine(string.Join("|", new Regex("(-)").Split("a-b-c-d", 3)));
        Console.WriteLine(string.Join("|", new Regex("-").Split("a-b-c-d", 0, 3)));
        Console.WriteLine(string.Join("|", Regex.Split("One two  three", " ", RegexOptions.None)));

        Console.WriteLine(Regex.Escape(@"a.b*c (d) [e] {f} $^ #x|y+z?\w") + " " + Regex.Escape("t\tn\nr\rf\f"));
        Console.WriteLine(Regex.Unescape(@"a\.b\x41\u0042\\\t|") + "|");
        Console.WriteLine(Regex.IsMatch("1+1=2", Regex.Escape("1+1")));
    }
}
