// mono: skip
using System;

// ??= (C# 8, which Mono's mcs lacks) on nullables and references, and
// compound assignment on nullable variables (lifted: null stays null).
class Box
{
    public int? N;
    public string S;
    public static long? Total;
}

class Program
{
    static int calls;

    static string Make()
    {
        calls++;
        return "made";
    }

    static void Main()
    {
        int? a = null;
        a ??= 5;
        Console.WriteLine(a);
        a ??= 7;
        Console.WriteLine(a);
        int? r = (a = null) ?? 1;
        Console.WriteLine(r + " " + a.HasValue);
        Console.WriteLine(a ??= 11);

        string s = null;
        s ??= Make();
        s ??= Make();
        Console.WriteLine(s + " " + calls);

        var b = new Box();
        b.N ??= 3;
        b.S ??= "box";
        Box.Total ??= 100;
        Console.WriteLine(b.N + " " + b.S + " " + Box.Total);

        int?[] arr = new int?[3];
        arr[2] ??= 9;
        int k = 1;
        arr[k] ??= 4;
        Console.WriteLine(arr[0].HasValue + " " + arr[1] + " " + arr[2]);

        int? c = 10, n = null;
        c += 5;
        c *= 2;
        c -= 1;
        c /= 3;
        c %= 5;
        c <<= 3;
        c |= 1;
        n += 5;
        Console.WriteLine(c + " [" + n + "]");
        b.N += 10;
        Box.Total -= 1;
        Console.WriteLine(b.N + " " + Box.Total);
        c += n;
        Console.WriteLine(c.HasValue);
        byte? by = 250;
        by += 10;
        Console.WriteLine(by);
    }
}
