// System.Text.Encoding.UTF8 and ASCII: GetBytes of ASCII, 2-, 3- and 4-byte
// characters and a lone surrogate (U+FFFD's bytes), GetString with invalid
// sequences (a stray continuation byte, a truncated sequence, an overlong
// form), a range, ASCII's '?' both ways, the argument checks.
// encoding_net_only.cs has the cases where Mono 6.8 and .NET differ.
using System;
using System.Text;

class Program
{
    static string Hex(byte[] bs)
    {
        var sb = new StringBuilder();
        foreach (byte b in bs)
            sb.Append(b.ToString("X2")).Append(' ');
        return sb.ToString().TrimEnd();
    }

    static string Units(string s)
    {
        var sb = new StringBuilder();
        foreach (char c in s)
            sb.Append(((int)c).ToString("X4")).Append(' ');
        return sb.ToString().TrimEnd();
    }

    static void Main()
    {
        Encoding u = Encoding.UTF8, a = Encoding.ASCII;
        string s = "A\u00E9\u20AC\uD83D\uDE00z";
        Console.WriteLine(Hex(u.GetBytes(s)) + " / " + u.GetByteCount(s));
        Console.WriteLine(Hex(u.GetBytes("x\uD800y")) + " / " + u.GetByteCount("x\uDC00"));
        Console.WriteLine(Units(u.GetString(u.GetBytes(s))));
        Console.WriteLine(u.GetString(u.GetBytes(s)) == s);
        Console.WriteLine(Units(u.GetString(new byte[] { 0x41, 0x80, 0x42 })));
        Console.WriteLine(Units(u.GetString(new byte[] { 0x41, 0xE2, 0x82 })));
        Console.WriteLine(Units(u.GetString(new byte[] { 0xE2, 0x82, 0x41 })));
        Console.WriteLine(Units(u.GetString(new byte[] { 0xC0, 0x80, 0xFF })));
        Console.WriteLine(u.GetString(new byte[] { 0x61, 0x62, 0x63, 0x64 }, 1, 2));
        Console.WriteLine(u.GetCharCount(u.GetBytes(s)));
        Console.WriteLine(Hex(u.GetBytes(new char[] { 'o', 'k' })));
        Console.WriteLine(Hex(a.GetBytes(s)) + " / " + a.GetByteCount(s));
        Console.WriteLine(Units(a.GetString(new byte[] { 0x41, 0x80, 0xFF, 0x7F })));
        Console.WriteLine(u.WebName + " " + a.WebName);
        try { u.GetString(null); } catch (ArgumentNullException e) { Console.WriteLine(e.ParamName); }
        try { u.GetString(new byte[2], 1, 2); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.ParamName); }
        try { u.GetBytes((string)null); } catch (ArgumentNullException e) { Console.WriteLine(e.ParamName); }
    }
}
