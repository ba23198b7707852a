// new string(char[]), new string(char[], int, int) and new string(char,
// int) (also spelled String and System.String): the overload C# picks, a
// null array as "", and the argument exceptions.
using System;

class P
{
    static void Main()
    {
        char[] cs = { 'h', 'e', 'l', 'l', 'o' };
        string a = new string(cs);
        string b = new string('*', 5);
        string c = new string(cs, 1, 3);
        Console.WriteLine(a + " " + b + " " + c + " [" + new string('x', 0) + "] " + new string(new char[0]).Length);
        char[] nul = null;
        Console.WriteLine("[" + new string(nul) + "]");
        Console.WriteLine(new String('a', 2) + new System.String(cs, 0, 2));
        cs[0] = 'j';
        Console.WriteLine(a + " " + new string(cs));
        Console.WriteLine(new string('-', 3).Length + new string(cs, 4, 1));
        try { Console.WriteLine(new string('a', -1)); }
        catch (ArgumentOutOfRangeException) { Console.WriteLine("negative count"); }
        try { Console.WriteLine(new string(cs, 3, 5)); }
        catch (ArgumentOutOfRangeException) { Console.WriteLine("past the end"); }
        try { Console.WriteLine(new string(cs, -1, 1)); }
        catch (ArgumentOutOfRangeException) { Console.WriteLine("negative start"); }
        try { Console.WriteLine(new string(nul, 0, 1)); }
        catch (ArgumentNullException) { Console.WriteLine("null array"); }
        object o = new string('z', 3);
        Console.WriteLine(o);
    }
}
