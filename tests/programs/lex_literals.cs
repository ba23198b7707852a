// Lexical forms: integer literals (hex, suffixes; separators are in
// lex_digit_separators.cs), reals, chars,
// escapes, verbatim strings, @identifiers, and the typing of literals by value.
using System;

class LexLiterals
{
    static void Show(int x) { Console.WriteLine("int " + x); }
    static void Show(uint x) { Console.WriteLine("uint " + x); }
    static void Show(long x) { Console.WriteLine("long " + x); }
    static void Show(ulong x) { Console.WriteLine("ulong " + x); }

    static void Main()
    {
        Show(42);
        Show(0x7FFFFFFF);
        Show(0x80000000);
        Show(4294967296);
        Show(0x8000000000000000);
        Show(10U);
        Show(10L);
        Show(10UL);
        Show(10lu);
        Console.WriteLine(1.5);
        Console.WriteLine(1e3);
        Console.WriteLine(2.0d);
        Console.WriteLine(25e-1);
        Console.WriteLine('a');
        Console.WriteLine('\u0041');
        Console.WriteLine((int)'\n');
        Console.WriteLine((int)'\t' + " " + (int)'\0' + " " + (int)'\\' + " " + (int)'\'');
        Console.WriteLine("tab\there \"quoted\" back\\slash \x41\u0042");
        Console.WriteLine(@"verbatim \n ""quotes""");
        Console.WriteLine(@"two
lines");
        int @class = 7;
        Console.WriteLine(@class);
        Console.WriteLine(true);
        Console.WriteLine(false);
        string s = null;
        Console.WriteLine(s == null);
        /* block
           comment */ Console.WriteLine("after comment");
#region region-is-ignored
        Console.WriteLine("in region");
#endregion
    }
}
