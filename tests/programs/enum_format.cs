// An enum's ToString(format) and {e:format} holes, as .NET: G (and no
// format: the name, or a number for a value with none; a [Flags] value as
// its members' names), D (the number), X (eight hex digits, either case),
// F (the flags form even without [Flags], else the number); a bad format
// throws FormatException.
using System;

enum Color { Red, Green = 5, Blue = 2 }

[Flags]
enum Perm { None = 0, Read = 1, Write = 2, Exec = 4, All = 7 }

enum Neg { Minus = -1, Zero = 0, One = 1 }

class EnumFormat
{
    static void Main()
    {
        Color c = Color.Green;
        Console.WriteLine(c.ToString("G") + " " + c.ToString("D") + " " + c.ToString("X") + " " + c.ToString("x") + " " +
                          c.ToString("F") + " " + c.ToString((string)null) + " " + c.ToString("") + " " + c.ToString("d"));
        Color odd = (Color)7;
        Console.WriteLine(odd.ToString("G") + " " + odd.ToString("F") + " " + ((Color)3).ToString("F") + " " +
                          ((Color)(-1)).ToString("X") + " " + Color.Red.ToString("F") + " " + ((Color)0).ToString("G"));
        Perm p = Perm.Read | Perm.Exec;
        Console.WriteLine(p.ToString("G") + "|" + p.ToString("F") + "|" + p.ToString("D") + "|" + Perm.All.ToString("g") + "|" +
                          ((Perm)8).ToString("f") + "|" + ((Perm)9).ToString("G") + "|" + Perm.None.ToString("F") + "|" + (Perm.Write | Perm.Exec).ToString("X"));
        Console.WriteLine(Neg.Minus.ToString("D") + " " + Neg.Minus.ToString("X") + " " + ((Neg)(-2)).ToString("G") + " " + Neg.One.ToString("F"));
        foreach (string f in new string[] { "Q", "GG", "D2", "x8" })
        {
            try { Console.WriteLine(c.ToString(f)); }
            catch (FormatException) { Console.WriteLine("\"" + f + "\": FormatException"); }
        }
        Console.WriteLine($"holes: {c:D} {p:X} {p:G} [{c,8:F}] [{Color.Blue,-6:G}]");
    }
}
