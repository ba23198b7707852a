// Enum types derive from System.Enum: a value converts to Enum by boxing,
// `o is Enum`, an Enum parameter and List<Enum>, the virtual ToString,
// Equals and GetHashCode through an Enum reference, Enum's HasFlag(Enum)
// (another enum's box throws), CompareTo(object) (another type throws),
// ToString(format), Enum.GetName(e.GetType(), e), Type.IsEnum, BaseType
// and unboxing an Enum back to its enum type.
using System;
using System.Collections.Generic;

enum Color { Red, Green, Blue }
[Flags] enum Perm : byte { None = 0, Read = 1, Write = 2, Exec = 4 }
enum Big : ulong { Small = 1, Huge = 0xFFFFFFFFFFFFFFF0 }

class Program
{
    static void Show(Enum e) => Console.WriteLine(e);

    static void Main()
    {
        Enum e = Color.Green;
        Console.WriteLine(e);
        Show(Perm.Read | Perm.Exec);
        Show(Big.Huge);
        object o = Color.Blue;
        if (o is Enum en)
            Console.WriteLine("enum " + en);
        Console.WriteLine(((object)5) is Enum);
        Enum p = Perm.Read | Perm.Write;
        Console.WriteLine(p.HasFlag(Perm.Read) + " " + p.HasFlag(Perm.Exec) + " " + (Perm.Read | Perm.Write).HasFlag(p));
        try { p.HasFlag(Color.Red); }
        catch (ArgumentException x) { Console.WriteLine(x.Message); }
        try { Perm.Read.HasFlag(Color.Red); }
        catch (ArgumentException x) { Console.WriteLine(x.Message); }
        Console.WriteLine(Enum.GetName(e.GetType(), e));
        Console.WriteLine(Enum.GetName(p.GetType(), p) ?? "null");
        Console.WriteLine(Enum.IsDefined(e.GetType(), Color.Red));
        Console.WriteLine(e.GetType().IsEnum + " " + typeof(Enum).IsEnum + " " + typeof(int).IsEnum);
        Console.WriteLine(((Enum)Color.Red).CompareTo(Color.Blue) + " " + ((Enum)Big.Huge).CompareTo(Big.Small) + " " + e.CompareTo(null));
        try { ((Enum)Color.Red).CompareTo(Perm.Read); }
        catch (ArgumentException x) { Console.WriteLine(x.Message); }
        var list = new List<Enum> { Color.Red, Perm.Write, Big.Small };
        foreach (Enum x in list)
            Console.WriteLine(x + " " + x.GetHashCode() + " " + x.ToString("D") + " " + x.GetType().Name);
        Console.WriteLine(e.Equals(Color.Green) + " " + e.Equals(1) + " " + e.Equals((Enum)Color.Red));
        Console.WriteLine(list[0].Equals(Color.Red) + " " + list.Contains(Perm.Write) + " " + list.IndexOf(Big.Small));
        Color c = (Color)e;
        Console.WriteLine(c + 1);
        if (e is Color d)
            Console.WriteLine("color " + d);
        Console.WriteLine(e.GetType().BaseType + " " + typeof(Enum).BaseType);
        Console.WriteLine(p.ToString("X") + " " + p.ToString("F") + " " + ((Enum)Big.Huge).ToString("D"));
        IComparable ic = e;
        Console.WriteLine(ic.CompareTo(Color.Red));
        try { Console.WriteLine((Perm)e); }
        catch (InvalidCastException x) { Console.WriteLine(x.GetType().Name); }
    }
}
