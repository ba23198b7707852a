// string members taking StringSplitOptions and StringComparison (enum
// parameters are their enum types in signatures, so these are overloads
// beside the int ones, as on .NET): Split of a char, chars, a string and
// strings with options and counts, RemoveEmptyEntries and TrimEntries;
// IndexOf/LastIndexOf/Contains/StartsWith/EndsWith/Equals/Compare with a
// comparison; IndexOf(string, int) still the start-index overload.
using System;

class StringOptions
{
    static string Show(string[] parts)
    {
        return parts.Length + ":[" + string.Join("|", parts) + "]";
    }

    static void Main()
    {
        string text = "a,b,,c, d ,";
        Console.WriteLine(Show(text.Split(',')));
        Console.WriteLine(Show(text.Split(',', StringSplitOptions.RemoveEmptyEntries)));
        Console.WriteLine(Show(text.Split(new char[] { ',' }, StringSplitOptions.RemoveEmptyEntries)));
        Console.WriteLine(Show(text.Split(new[] { ',', ' ' }, StringSplitOptions.RemoveEmptyEntries)));
        Console.WriteLine(Show(text.Split(new char[0], StringSplitOptions.RemoveEmptyEntries)));
        Console.WriteLine(Show(text.Split(',', 3, StringSplitOptions.None)));
        Console.WriteLine(Show(text.Split(new[] { ',' }, 2, StringSplitOptions.RemoveEmptyEntries)));
        Console.WriteLine(Show("one--two----three".Split("--")));
        Console.WriteLine(Show("one--two----three".Split("--", StringSplitOptions.RemoveEmptyEntries)));
        Console.WriteLine(Show("one--two::three".Split(new[] { "--", "::" }, StringSplitOptions.None)));
        Console.WriteLine(Show("x  y   z".Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries)));
        Console.WriteLine("Hello".IndexOf("LL", StringComparison.OrdinalIgnoreCase) + " " +
                          "Hello".IndexOf("l", 3) + " " + "Hello".IndexOf("L", 3, StringComparison.OrdinalIgnoreCase) + " " +
                          "Hello".LastIndexOf("L", StringComparison.OrdinalIgnoreCase) + " " +
                          "Hello".IndexOf('E', StringComparison.OrdinalIgnoreCase));
        Console.WriteLine("Hello".Contains("ELL", StringComparison.OrdinalIgnoreCase) + " " +
                          "Hello".StartsWith("he", StringComparison.OrdinalIgnoreCase) + " " +
                          "Hello".EndsWith("LO", StringComparison.Ordinal) + " " +
                          "Hello".Equals("HELLO", StringComparison.OrdinalIgnoreCase) + " " +
                          string.Equals("a", "A", StringComparison.OrdinalIgnoreCase) + " " +
                          Math.Sign(string.Compare("apple", "APPLE", StringComparison.OrdinalIgnoreCase)) + " " +
                          Math.Sign(string.Compare("apple", "Banana", StringComparison.Ordinal)));
    }
}
