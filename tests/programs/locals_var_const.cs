// Local declarations: several per statement, var with every kind of
// initializer, const locals folded at compile time, shadow-free scopes.
using System;

class LocalsVarConst
{
    const int Size = 4;
    const long Big = 1L << 40;
    const string Name = "k" + "iln";
    const double Half = 1.0 / 2;
    const char Letter = 'q';
    const bool Flag = Size > 3;

    static void Main()
    {
        int a = 1, b, c = a + 1;
        b = c * 2;
        Console.WriteLine(a + " " + b + " " + c);
        var i = 5;
        var l = 5L;
        var u = 5u;
        var d = 0.5;
        var s = "str";
        var arr = new int[Size];
        var ch = 'c';
        var flag = true;
        Console.WriteLine(i / 2 + " " + l * Big + " " + (u - 6) + " " + d + " " + s + arr.Length + ch + flag);
        const int local = Size * Size;
        const string greet = Name + "!";
        Console.WriteLine(local + " " + greet + " " + Half + " " + Letter + " " + Flag);
        int[] sized = new int[local];
        Console.WriteLine(sized.Length);
        for (int k = 0; k < 2; k++) { int inner = k * 10; Console.WriteLine(inner); }
        for (int k = 5; k < 6; k++) Console.WriteLine(k);
        Console.WriteLine(int.MaxValue - Size + 1);
    }
}
