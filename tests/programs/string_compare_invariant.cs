// mono: skip-output
// With invariant globalization (.NET 8, DOTNET_SYSTEM_GLOBALIZATION_INVARIANT)
// the culture-sensitive string.Compare/CompareTo compare ordinally: 'A' (65)
// sorts before 'a' (97) and 'Z' before 'a'. Mono uses culture data, so only
// Kiln checks this output. Also .NET's "(Parameter 'x')" exception messages.
using System;

class StringCompareInvariant
{
    static int Sign(int x)
    {
        return x < 0 ? -1 : x > 0 ? 1 : 0;
    }

    static void Main()
    {
        string[] a = { "Apple", "apple", "Zebra", "zebra", "abc", "ABC", "a", "", "\u00e9", "e" };
        for (int i = 0; i < a.Length; i++)
        {
            string line = "[" + a[i] + "]";
            for (int j = 0; j < a.Length; j++)
                line = line + " " + Sign(string.Compare(a[i], a[j])) + Sign(string.Compare(a[i], a[j], true)) + Sign(a[i].CompareTo(a[j]));
            Console.WriteLine(line);
        }
        try
        {
            "abc".Replace(null, "x");
        }
        catch (ArgumentNullException e)
        {
            Console.WriteLine(e.Message);
        }
        try
        {
            string.Join(",", (string[])null);
        }
        catch (ArgumentNullException e)
        {
            Console.WriteLine(e.Message);
        }
    }
}
