// [Flags] enums print as their members' names joined by ", " (by
// increasing value, combined members first taken from the highest), a
// value no members make as its number, 0 as its zero member or "0"; boxed,
// concatenated, formatted and through ToString() alike. A plain enum
// prints a combination as its number.
using System;

[Flags]
enum Access { None = 0, Read = 1, Write = 2, Execute = 4, ReadWrite = Read | Write, All = 7 }

[Flags]
enum Bits { A = 1, B = 2, C = 4, High = 16 }

enum Plain { X = 1, Y = 2 }

class EnumFlags
{
    static void Main()
    {
        Access a = Access.Read | Access.Execute;
        Console.WriteLine(a);
        Console.WriteLine(Access.Read | Access.Write);
        Console.WriteLine(Access.All);
        Console.WriteLine(Access.None);
        Console.WriteLine((Access)8);
        Console.WriteLine((Access)9);
        Console.WriteLine(Access.Write | Access.Execute);
        Console.WriteLine("a = " + a + "; " + a.ToString());
        object o = Bits.A | Bits.C | Bits.High;
        Console.WriteLine(o);
        Console.WriteLine((Bits)0);
        Console.WriteLine((Bits)3 + " " + (Bits)(-1));
        Console.WriteLine(string.Format("{0} | {1}", Bits.B | Bits.C, Plain.X | Plain.Y));
        Bits acc = 0;
        foreach (Bits x in new Bits[] { Bits.C, Bits.A, Bits.High })
        {
            acc |= x;
            Console.WriteLine(acc);
        }
    }
}
