// mono: skip-output
// The culture-named StringComparers where a linguistic order and .NET 8's
// under invariant globalization differ: every culture is the invariant one
// and culture-aware sorting is ordinal ('B' (66) before 'a' (97)), ignore
// case through the invariant case mapping. Mono compares linguistically
// (a before B), hence the header.
using System;
using System.Collections.Generic;

class P
{
    static void Main()
    {
        Console.WriteLine(StringComparer.InvariantCulture.Compare("a", "B"));
        Console.WriteLine(StringComparer.CurrentCulture.Compare("Zebra", "apple"));
        Console.WriteLine(StringComparer.InvariantCultureIgnoreCase.Compare("a", "B"));
        Console.WriteLine(string.Compare("a", "B", StringComparison.CurrentCulture));
        var words = new List<string> { "beta", "Alpha", "alpha", "Beta", "_x" };
        words.Sort(StringComparer.InvariantCulture);
        Console.WriteLine(string.Join(",", words));
        words.Sort(StringComparer.CurrentCultureIgnoreCase);
        Console.WriteLine(words.IndexOf("_x") + " " + words[4].ToLowerInvariant());
    }
}
