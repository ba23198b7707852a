// Enums: implicit and explicit values, ToString of members and of values
// with no member, casts to and from int, comparison, arithmetic on casts.
using System;

enum Level { Low, Mid = 5, High, Top = 100 }
enum Dup { A = 1, B = 1, C }

class Enums
{
    static Level Next(Level l) { return (Level)((int)l + 1); }

    static void Main()
    {
        Level l = Level.Low;
        Console.WriteLine(l.ToString());
        Console.WriteLine(Level.High.ToString());
        Console.WriteLine((int)Level.High);
        Console.WriteLine((int)Level.Top);
        Console.WriteLine((Next(Level.Mid)).ToString());
        Console.WriteLine(((Level)42).ToString());
        Console.WriteLine("level " + Level.Mid);
        Console.WriteLine($"interp {Level.Top}");
        Console.WriteLine(Level.Mid < Level.High);
        Console.WriteLine(l == Level.Low);
        Console.WriteLine(Level.Top.ToString());
        Console.WriteLine((int)Dup.C);
        Level m = Level.Mid;
        m++;
        Console.WriteLine(m.ToString());
        Level[] all = { Level.Low, Level.Mid, Level.High, Level.Top };
        int sum = 0;
        for (int i = 0; i < all.Length; i++) sum += (int)all[i];
        Console.WriteLine(sum);
    }
}
