// Enum.TryParse (generic with ignoreCase, and inferred from the out
// argument: a typed out variable, `out var` with <E>, or a local), its
// false result and default value; the typeof forms of Enum.Parse (a boxed
// enum), GetValues, GetNames and IsDefined (a name, a value of the
// underlying type, a member).
using System;
enum Color { Red, Green, Blue }
enum Level : short { Low = -5, High = 5 }
[Flags] enum Perm { None = 0, Read = 1, Write = 2 }
class P
{
    static void Main()
    {
        Color c;
        Console.WriteLine(Enum.TryParse("Green", out c) + " " + c);
        Console.WriteLine(Enum.TryParse<Color>("blue", true, out c) + " " + c);
        Console.WriteLine(Enum.TryParse<Color>("Purple", out c) + " " + c);
        Console.WriteLine(Enum.TryParse("High", out Level l) + " " + l);
        Console.WriteLine(Enum.TryParse<Perm>("Read, Write", out var p) + " " + p);
        if (Enum.TryParse("7", out Color n)) Console.WriteLine(n);
        Color parsed = (Color)Enum.Parse(typeof(Color), "Blue");
        object boxed = Enum.Parse(typeof(Color), "green", true);
        Console.WriteLine(parsed + " " + boxed + " " + boxed.GetType());
        foreach (Color x in Enum.GetValues(typeof(Color))) Console.Write(x + " ");
        Console.WriteLine(string.Join(",", Enum.GetNames(typeof(Level))));
        Console.WriteLine(Enum.IsDefined(typeof(Color), "Red") + " " + Enum.IsDefined(typeof(Color), 1) + " " + Enum.IsDefined(typeof(Color), Color.Blue) + " " + Enum.IsDefined(typeof(Color), 9));
    }
}
