// mono: skip
// `where T : struct, Enum` and `where T : Enum` (C# 7.3; mcs refuses
// them): the generic Enum members on the type parameter (GetValues<T>,
// GetNames<T>, Parse<T>, TryParse<T>, IsDefined<T>, GetName<T>), and on a value of
// it HasFlag, CompareTo, Equals, ToString() and ToString(format), Convert,
// interpolation with and without a format, each instance with its enum's
// names, [Flags] and underlying type.
using System;
using System.Collections.Generic;

enum Color { Red, Green, Blue }
[Flags] enum Perm : byte { None = 0, Read = 1, Write = 2, Exec = 4 }
enum Wide : long { Low = -1, High = 1L << 40 }

static class EnumUtil
{
    public static string List<T>() where T : struct, Enum
    {
        var parts = new List<string>();
        foreach (T v in Enum.GetValues<T>())
            parts.Add($"{v}={v:D}");
        return string.Join(" ", parts) + " [" + string.Join(",", Enum.GetNames<T>()) + "]";
    }

    public static T ParseOr<T>(string s, T fallback) where T : struct, Enum
    {
        return Enum.TryParse<T>(s, true, out T r) ? r : fallback;
    }

    public static string Check<T>(T value) where T : struct, Enum
    {
        return value + " defined=" + Enum.IsDefined(value) + " hex=" + value.ToString("X") + $" {value:G}";
    }

    public static string NameOf<T>(T v) where T : struct, Enum => Enum.GetName<T>(v) ?? "(none)";

    public static string Codes<T>(T v) where T : struct, Enum => Convert.ToInt64(v) + "/" + Convert.ToString(v);

    public static bool All<T>(T value, T flags) where T : struct, Enum => value.HasFlag(flags);

    public static T Max<T>(T a, T b) where T : Enum => a.CompareTo(b) >= 0 ? a : b;

    public static string Name<T>(T v) where T : Enum => v.ToString() + (v.Equals(v) ? "" : "?");
}

class Program
{
    static void Main()
    {
        Console.WriteLine(EnumUtil.List<Color>());
        Console.WriteLine(EnumUtil.List<Perm>());
        Console.WriteLine(EnumUtil.List<Wide>());
        Console.WriteLine(EnumUtil.ParseOr("blue", Color.Red));
        Console.WriteLine(EnumUtil.ParseOr("purple", Color.Green));
        Console.WriteLine(EnumUtil.ParseOr("read, exec", Perm.None));
        Console.WriteLine(EnumUtil.Check(Color.Blue));
        Console.WriteLine(EnumUtil.Check((Color)7));
        Console.WriteLine(EnumUtil.Check(Perm.Read | Perm.Write));
        Console.WriteLine(EnumUtil.Check(Wide.Low));
        Console.WriteLine(EnumUtil.All(Perm.Read | Perm.Write, Perm.Write) + " " + EnumUtil.All(Perm.Read, Perm.Read | Perm.Exec));
        Console.WriteLine(EnumUtil.Max(Color.Green, Color.Red) + " " + EnumUtil.Max(Wide.Low, Wide.High));
        Console.WriteLine(EnumUtil.Name(Perm.Exec | Perm.Read) + " " + EnumUtil.Name(Color.Green));
        Console.WriteLine(Enum.Parse<Perm>("Write, Read"));
        Console.WriteLine(EnumUtil.Codes(Wide.High) + " " + EnumUtil.Codes(Perm.Read | Perm.Exec));
        Console.WriteLine(EnumUtil.NameOf(Perm.Exec) + " " + EnumUtil.NameOf(Perm.Read | Perm.Exec) + " " + Enum.GetName(Wide.High));
        try
        {
            Console.WriteLine(Parse<Color>("Purple"));
        }
        catch (ArgumentException e)
        {
            Console.WriteLine(e.Message);
        }
    }

    static T Parse<T>(string s) where T : struct, Enum => Enum.Parse<T>(s);
}
