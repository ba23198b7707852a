// mono: skip-output
// String.ToUpper/ToLower and Char.ToUpper/ToLower with a CultureInfo: with
// invariant globalization every culture cases as the invariant one; a null
// culture is ArgumentNullException for a char (whose message Mono words
// the old way).
using System;
using System.Globalization;

class Program
{
    static void Main()
    {
        string s = "Hello, World: Istanbul";
        Console.WriteLine(s.ToUpper(CultureInfo.InvariantCulture));
        Console.WriteLine(s.ToLower(CultureInfo.CurrentCulture));
        Console.WriteLine(s.ToLower(CultureInfo.CurrentCulture).Contains("world"));
        Console.WriteLine(char.ToUpper('q', CultureInfo.InvariantCulture));
        Console.WriteLine(char.ToLower('Q', CultureInfo.CurrentCulture));
        try
        {
            char.ToUpper('a', null);
        }
        catch (ArgumentNullException e)
        {
            Console.WriteLine(e.Message);
        }
    }
}
