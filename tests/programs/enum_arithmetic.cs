// Enum arithmetic by C#'s rules: E + U, U + E and E - U give the enum,
// E - E gives the underlying int; constants fold, compound assignment
// converts back; ++/-- as before.
using System;

enum Color { Red, Green, Blue, Last = Blue }

enum Level { Low = 10, Mid = 20, High = 30 }

class P
{
    const Color AfterRed = Color.Red + 1;
    const int Span = Level.High - Level.Low;
    const Level Below = Level.Mid - 5;
    const Level Shifted = 2 + Level.Low;

    static Color Next(Color c) { return c + 1; }

    static void Main()
    {
        Console.WriteLine((Color.Red + 1).ToString());
        Console.WriteLine(AfterRed.ToString());
        Console.WriteLine(Span);
        Console.WriteLine(Below.ToString());
        Console.WriteLine(Shifted.ToString());
        Color c = Color.Red;
        c += 1;
        Console.WriteLine(c.ToString());
        c = c + 1;
        Console.WriteLine(c.ToString());
        c -= 2;
        Console.WriteLine(c.ToString());
        c++;
        Console.WriteLine(c.ToString());
        Color e1 = Color.Blue, e2 = Color.Green;
        int d = e1 - e2;
        Console.WriteLine(d);
        var diff = e2 - e1;
        Console.WriteLine(diff);
        Color e = Color.Blue;
        Console.WriteLine((e - 1).ToString());
        Console.WriteLine((1 + e).ToString());
        Console.WriteLine((e + 5).ToString());
        byte small = 1;
        char ch = 'A';
        Console.WriteLine((Color.Red + small).ToString());
        Console.WriteLine((Level.Low + ch).ToString());
        Level l = Level.High;
        l -= Level.Low;
        Console.WriteLine(l.ToString());
        l += (int)Level.Low;
        Console.WriteLine(l.ToString());
        Console.WriteLine((Next(Color.Green)).ToString());
        for (Color k = Color.Red; k <= Color.Last; k += 1)
            Console.WriteLine("k=" + k);
        int total = 0;
        for (Level k = Level.Low; k <= Level.High; k = k + 10)
            total += k - Level.Low;
        Console.WriteLine(total);
    }
}
