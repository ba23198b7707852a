// Array and string indexes are checked: negative, equal to Length, huge;
// the last valid index works.
using System;

class Bounds
{
    static void Check(int[] a, int i)
    {
        try { Console.WriteLine(i + ": " + a[i]); }
        catch (IndexOutOfRangeException e) { Console.WriteLine(i + ": out of range (" + e.Message + ")"); }
    }

    static void Main()
    {
        int[] a = { 10, 20, 30 };
        Check(a, 0);
        Check(a, 2);
        Check(a, 3);
        Check(a, -1);
        Check(a, int.MaxValue);
        Check(a, int.MinValue);
        Check(new int[0], 0);
        string s = "abc";
        try { Console.WriteLine(s[3]); } catch (IndexOutOfRangeException) { Console.WriteLine("string index 3"); }
        try { Console.WriteLine(s[-1]); } catch (IndexOutOfRangeException) { Console.WriteLine("string index -1"); }
        try { a[3] = 1; } catch (IndexOutOfRangeException) { Console.WriteLine("store out of range"); }
        long[] l = new long[2];
        try { l[2]++; } catch (IndexOutOfRangeException) { Console.WriteLine("increment out of range"); }
        Console.WriteLine(l[1]);
    }
}
