// string.Join and string.Concat over arrays of values bind to .NET's
// Join<T>(string, IEnumerable<T>) / Concat<T>(IEnumerable<T>) (Kiln: the
// IEnumerable overloads, arrays implementing it): each element's text,
// null as empty; a string[] keeps the params string[] overload, separate
// arguments the params object[] one; a program that names no collection
// type (the word Join is enough to compile ArrayAsList).
using System;

class P
{
    static void Main()
    {
        int[] a = { 1, 2, 3 };
        Console.WriteLine(string.Join(", ", a));
        Console.WriteLine(string.Concat(a));
        double[] d = { 1.5, -2, 0.25 };
        Console.WriteLine(string.Join("|", d));
        char[] c = { 'x', 'y' };
        Console.WriteLine(string.Join("-", c) + " " + new string(c));
        bool[] b = { true, false };
        Console.WriteLine(string.Join(" ", b));
        object[] o = { 1, null, "s" };
        Console.WriteLine(string.Join(",", o) + ".");
        string[] s = { "a", null, "c" };
        Console.WriteLine(string.Join("/", s) + " " + string.Concat(s));
        Console.WriteLine(string.Join(",", 1, 2) + " " + string.Join(",", new int[0]) + ".");
        long[][] jag = { new long[] { 1 }, new long[] { 2, 3 } };
        foreach (long[] row in jag)
            Console.Write(string.Join("+", row) + ";");
        Console.WriteLine();
    }
}
