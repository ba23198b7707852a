// mono: skip
// (Enum.GetNames<E>/GetValues<E> are .NET 5+; Mono 6.8 lacks them.)
// System.Enum's generic members on an enum: GetNames<E>() and
// GetValues<E>() in value order (as unsigned: -1 last; equal values in
// declaration order), Parse<E> (names, comma-separated names, numbers,
// white space, ignoreCase, and its ArgumentException messages),
// IsDefined<E> (a combination of flags is not defined); the flags form of
// a value whose members include two zeros.
using System;

enum Color { Red, Green = 5, Blue = 2, Crimson = 0 }

[Flags]
enum Perm { None = 0, Read = 1, Write = 2, Exec = 4 }

enum Neg { Minus = -1, Zero = 0, One = 1 }

class EnumApi
{
    static void Main()
    {
        foreach (string n in Enum.GetNames<Color>())
            Console.Write(n + " ");
        Console.WriteLine();
        foreach (Color v in Enum.GetValues<Color>())
            Console.Write(v + "=" + (int)v + " ");
        Console.WriteLine();
        Neg[] negs = Enum.GetValues<Neg>();
        Console.WriteLine(negs.Length + ": " + negs[0] + " " + negs[1] + " " + negs[2]);
        Console.WriteLine(Enum.GetNames<Perm>().Length + " " + string.Join(",", Enum.GetNames<Perm>()));
        Console.WriteLine(Enum.Parse<Color>("Blue") + " " + Enum.Parse<Color>(" green ", true) + " " + Enum.Parse<Color>("5") + " " +
                          Enum.Parse<Perm>("Read, Write") + " " + Enum.Parse<Color>("42") + " " + Enum.Parse<Neg>("-1"));
        foreach (string bad in new string[] { "Purple", "green", "", "   " })
        {
            try { Console.WriteLine(Enum.Parse<Color>(bad)); }
            catch (ArgumentException e) { Console.WriteLine("ArgumentException: " + e.Message); }
        }
        try { Enum.Parse<Color>(null); }
        catch (ArgumentNullException e) { Console.WriteLine("null: " + e.Message); }
        Console.WriteLine(Enum.IsDefined<Color>(Color.Blue) + " " + Enum.IsDefined<Color>((Color)3) + " " +
                          Enum.IsDefined<Perm>(Perm.Read | Perm.Write) + " " + Enum.IsDefined<Neg>((Neg)(-1)));
        Console.WriteLine(Color.Green.ToString("F") + " | " + ((Color)7).ToString("F") + " | " + Color.Crimson.ToString("F"));
    }
}
