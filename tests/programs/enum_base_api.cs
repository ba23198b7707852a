// mono: skip
// (Enum.GetNames<E>/GetValues<E>/Parse<E>/IsDefined<E> are .NET 5+; Mono 6.8 lacks them.)
// System.Enum's generic members on enums of every underlying type:
// GetValues<E> in unsigned order of the underlying type (sbyte's -128 after
// 127, ulong's high values last), GetNames<E> in the same order, Parse<E>
// of names, flag combinations and numbers (negative, beyond int), and
// IsDefined<E>.
using System;

enum Signed : sbyte { Min = -128, MinusOne = -1, Zero, One, Max = 127 }
enum Level : short { Low = -300, Mid = 0, High = 300 }
enum Huge : long { Neg = -5000000000, Zero = 0, Pos = 5000000000, Next }
enum Mask : ulong { Low = 1, High = 0x8000000000000000, All = 0xFFFFFFFFFFFFFFFF, Mid = 1UL << 40 }

[Flags]
enum Perm : byte { None = 0, Read = 1, Write = 2, Exec = 4 }

class EnumBaseApi
{
    static void Main()
    {
        foreach (Signed x in Enum.GetValues<Signed>())
            Console.Write(x + "=" + (int)x + " ");
        Console.WriteLine();
        Console.WriteLine(string.Join(",", Enum.GetNames<Signed>()));
        foreach (Mask m in Enum.GetValues<Mask>())
            Console.Write(m + " ");
        Console.WriteLine();
        Console.WriteLine(string.Join(",", Enum.GetNames<Level>()) + " " + string.Join(",", Enum.GetNames<Huge>()));
        Console.WriteLine(Enum.Parse<Huge>("Pos") + " " + (long)Enum.Parse<Huge>("-5000000000") + " " +
                          Enum.Parse<Huge>("5000000001") + " " + Enum.Parse<Perm>("Read, Write") + " " +
                          Enum.Parse<Perm>("exec", true) + " " + Enum.Parse<Signed>("-1") + " " + Enum.Parse<Level>(" High "));
        Console.WriteLine(Enum.IsDefined<Level>(Level.Mid) + " " + Enum.IsDefined<Level>((Level)1) + " " +
                          Enum.IsDefined<Huge>(Huge.Next) + " " + Enum.IsDefined<Mask>(Mask.All) + " " +
                          Enum.IsDefined<Perm>(Perm.Read | Perm.Write));
        try
        {
            Enum.Parse<Perm>("Delete");
        }
        catch (ArgumentException e)
        {
            Console.WriteLine(e.Message);
        }
    }
}
