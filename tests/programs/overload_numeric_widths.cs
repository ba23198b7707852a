// Overload resolution picks what C# picks: Math.Min/Max keep uint, ulong
// and byte (no widening to long or double), Console.WriteLine(char[])
// prints the characters, string.Concat takes objects.
using System;

class Box
{
    int v;
    public Box(int v) { this.v = v; }
    public override string ToString() { return "Box(" + v + ")"; }
}

class Silent
{
    public override string ToString() { return null; }
}

class P
{
    static void Main()
    {
        Console.WriteLine(Math.Max(ulong.MaxValue - 1, 3UL));
        Console.WriteLine(Math.Max(uint.MaxValue, 1u) + 1);
        Console.WriteLine(Math.Min(ulong.MaxValue, ulong.MaxValue - 7));
        Console.WriteLine(Math.Min(4000000000u, 4000000001u));
        Console.WriteLine(Math.Max(1, 2u));
        Console.WriteLine(Math.Max(5u, 3) - 6);
        byte b1 = 200, b2 = 100;
        byte bm = Math.Max(b1, b2);
        byte bn = Math.Min(b1, b2);
        Console.WriteLine(bm);
        Console.WriteLine(bn);
        Console.WriteLine(Math.Max(-3L, 2));
        Console.WriteLine(Math.Min(2.5, 1));
        Console.WriteLine(Math.Abs(-7));
        Console.WriteLine(Math.Abs(3000000000u));
        ulong big = Math.Max(10UL, 9UL) * 1844674407370955161UL;
        Console.WriteLine(big);

        char[] word = { 'k', 'i', 'l', 'n' };
        Console.WriteLine(word);
        Console.Write(word);
        Console.Write(new char[0]);
        Console.WriteLine();
        char[] none = null;
        Console.WriteLine(none);
        Console.Write(none);
        Console.WriteLine("|");
        object asObject = word;
        Console.WriteLine(asObject);
        char[] many = new char[1000];
        for (int i = 0; i < many.Length; i++)
            many[i] = (char)('a' + i % 26);
        Console.WriteLine(many);

        object o1 = new Box(1), o2 = "two", o3 = null;
        Console.WriteLine(string.Concat(o1, o2));
        Console.WriteLine(string.Concat(o1, o3, o2));
        Console.WriteLine(string.Concat(o3));
        Console.WriteLine(string.Concat(new Silent(), o2) + "|");
        Console.WriteLine(string.Concat("a", "b"));
        Console.WriteLine(string.Concat(o2, "c"));
    }
}
