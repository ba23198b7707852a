// mono: skip
// (mcs refuses `where T : Enum`, CS0702.)
// A type parameter constrained to Enum converts to System.Enum (a box of
// each instance's enum), and Enum's members then work on it.
using System;
using System.Collections.Generic;

enum Color { Red, Green, Blue }
[Flags] enum Perm : short { Read = 1, Write = 2 }

class Program
{
    static Enum AsEnum<T>(T v) where T : struct, Enum => v;

    static List<Enum> All<T>(params T[] vs) where T : Enum
    {
        var r = new List<Enum>();
        foreach (T v in vs)
            r.Add(v);
        return r;
    }

    static void Main()
    {
        Console.WriteLine(AsEnum(Perm.Write));
        Enum e = AsEnum(Color.Blue);
        Console.WriteLine(e.GetType() + " " + e.ToString("D"));
        foreach (Enum x in All(Perm.Read, Perm.Read | Perm.Write))
            Console.WriteLine(x + " " + x.HasFlag(Perm.Write));
        Console.WriteLine(All(Color.Red, Color.Green)[1].CompareTo(Color.Red));
    }
}
