// mono: skip-output
// char classification and casing over ASCII, Latin-1 and samples of other
// scripts: IsDigit, IsLetter, IsLetterOrDigit, IsWhiteSpace, IsUpper,
// IsLower, IsPunctuation, IsSymbol, IsSeparator, IsNumber, IsControl,
// surrogates, ToUpper/ToLower (also Invariant), GetNumericValue, the
// (string, index) forms, Parse/TryParse, MinValue/MaxValue. .NET 8 uses
// Unicode 15 data (Mono 6.8 an older Unicode: it calls U+00A7 a symbol and
// U+00AA lower case, and maps U+03C2 to itself), so the expected output is
// .NET's; everything else was checked to agree with Mono.
using System;

class CharMembers
{
    static string Flags(char c)
    {
        string f = "";
        f += char.IsDigit(c) ? "d" : ".";
        f += char.IsLetter(c) ? "l" : ".";
        f += char.IsLetterOrDigit(c) ? "a" : ".";
        f += char.IsWhiteSpace(c) ? "w" : ".";
        f += char.IsUpper(c) ? "U" : ".";
        f += char.IsLower(c) ? "u" : ".";
        f += char.IsPunctuation(c) ? "p" : ".";
        f += char.IsSymbol(c) ? "s" : ".";
        f += char.IsSeparator(c) ? "z" : ".";
        f += char.IsNumber(c) ? "n" : ".";
        f += char.IsControl(c) ? "c" : ".";
        f += char.IsSurrogate(c) ? "S" : ".";
        return f;
    }

    static void Main()
    {
        string line = "";
        for (int i = 0; i < 256; i++)
        {
            char c = (char)i;
            line = line + " " + i + ":" + Flags(c) + ":" + (int)char.ToUpper(c) + "/" + (int)char.ToLower(c);
            if (i % 8 == 7)
            {
                Console.WriteLine(line);
                line = "";
            }
        }
        char[] others = { '\u0100', '\u0101', '\u0130', '\u0178', '\u0391', '\u03b1', '\u03c2', '\u0410', '\u0430', '\u0451', '\u05d0',
                          '\u0660', '\u0669', '\u06f5', '\u0966', '\u2000', '\u2028', '\u2029', '\u200b', '\u2013', '\u201c', '\u20ac',
                          '\u2160', '\u2170', '\u2153', '\u3000', '\u4e00', '\uac00', '\ud800', '\udc00', '\ue000', '\uff10', '\uff21', '\uff41', '\ufeff' };
        for (int i = 0; i < others.Length; i++)
        {
            char c = others[i];
            Console.WriteLine(((int)c).ToString("X4") + " " + Flags(c) + " " + ((int)char.ToUpperInvariant(c)).ToString("X4") + " "
                              + ((int)char.ToLowerInvariant(c)).ToString("X4") + " " + char.GetNumericValue(c));
        }
        Console.WriteLine(char.GetNumericValue('7') + " " + char.GetNumericValue('x') + " " + char.GetNumericValue('\u00bd') + " " + char.GetNumericValue('\u00be') + " " + char.GetNumericValue('\u2167'));
        Console.WriteLine(char.IsDigit("a1", 1) + " " + char.IsLetter("a1", 0) + " " + char.IsWhiteSpace("a b", 1) + " " + char.IsUpper("aB", 1) + " " + char.IsLower("aB", 1)
                          + " " + char.IsPunctuation("a!", 1) + " " + char.IsLetterOrDigit("_", 0) + " " + char.GetNumericValue("x5", 1));
        Console.WriteLine((int)char.MaxValue + " " + (int)char.MinValue + " " + char.Parse("q"));
        char r;
        Console.WriteLine(char.TryParse("z", out r) + " " + r + " " + char.TryParse("zz", out r) + " " + (int)r + " " + char.TryParse(null, out r));
        try
        {
            char.Parse("ab");
        }
        catch (FormatException e)
        {
            Console.WriteLine(e.Message);
        }
        try
        {
            char.IsDigit("ab", 2);
        }
        catch (ArgumentOutOfRangeException)
        {
            Console.WriteLine("ArgumentOutOfRangeException");
        }
    }
}
