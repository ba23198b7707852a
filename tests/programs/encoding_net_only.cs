// mono: skip-output
// Where Mono 6.8 and .NET 8 differ: setting Console.OutputEncoding to
// UTF-8 writes no byte-order mark (.NET drops the preamble; Mono writes
// one), and ill-formed UTF-8 decodes to one U+FFFD per maximal subpart
// (Unicode's best practice, .NET Core 3.0 on: an encoded surrogate ED A0 80
// is three, F4 90 80 80 beyond U+10FFFF four; Mono gives fewer). Setting
// another encoding is NotSupportedException: Kiln's console writes UTF-8.
using System;
using System.Text;

class Program
{
    static string Units(string s)
    {
        var sb = new StringBuilder();
        foreach (char c in s)
            sb.Append(((int)c).ToString("X4")).Append(' ');
        return sb.ToString().TrimEnd();
    }

    static void Main()
    {
        Console.OutputEncoding = Encoding.UTF8;
        Console.WriteLine(Console.OutputEncoding.WebName);
        Console.WriteLine("\u2208 \u222A \u2286");
        Encoding u = Encoding.UTF8;
        Console.WriteLine(Units(u.GetString(new byte[] { 0xED, 0xA0, 0x80 })));
        Console.WriteLine(Units(u.GetString(new byte[] { 0xF4, 0x90, 0x80, 0x80 })));
        Console.WriteLine(Units(u.GetString(new byte[] { 0xE0, 0x80, 0xAF, 0x41 })));
        Console.WriteLine(Units(u.GetString(new byte[] { 0xF0, 0x9F, 0x98 })));
        try {
            Console.OutputEncoding = Encoding.ASCII;
        } catch (NotSupportedException e) {
            Console.WriteLine(e.Message);
        }
    }
}
