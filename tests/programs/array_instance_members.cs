// mono: skip-output
// System.Array's instance methods on one-dimensional arrays: CopyTo (int
// and long index, into an array of a base element type, overlapping
// checks and .NET 8's messages), GetLength/GetLongLength/GetLowerBound/
// GetUpperBound of dimension 0 (another dimension throws), on a null
// array a NullReferenceException; Clone beside them. (Mono words the
// exception messages its own way.)
using System;

class Program
{
    static void Main()
    {
        int[] a = { 1, 2, 3 };
        Console.WriteLine(a.GetLength(0) + " " + a.GetUpperBound(0) + " " + a.GetLowerBound(0) + " " + a.GetLongLength(0));
        var r = new int[5];
        a.CopyTo(r, 1);
        Console.WriteLine(string.Join(",", r));
        string[] s = { "x", "y" };
        object[] o = new object[3];
        s.CopyTo(o, 1);
        Console.WriteLine((o[0] == null) + " " + o[1] + o[2]);
        long at = 2;
        a.CopyTo(r, at);
        Console.WriteLine(string.Join(",", r));
        for (int i = 0; i <= a.GetUpperBound(0); i++)
            Console.Write(a[i] * 10 + " ");
        Console.WriteLine();
        try { a.GetLength(1); } catch (IndexOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { a.GetUpperBound(-1); } catch (IndexOutOfRangeException e) { Console.WriteLine(e.GetType().Name); }
        try { a.CopyTo(r, 3); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
        try { a.CopyTo(null, 0); } catch (ArgumentNullException e) { Console.WriteLine(e.Message); }
        try { a.CopyTo(r, -1); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        int[] none = null;
        try { none.GetLength(0); } catch (NullReferenceException) { Console.WriteLine("NullReferenceException"); }
        try { none.CopyTo(r, 0); } catch (NullReferenceException) { Console.WriteLine("NullReferenceException"); }
        var c = (int[])a.Clone();
        c[0] = 9;
        Console.WriteLine(a[0] + " " + c[0]);
        double[] empty = new double[0];
        Console.WriteLine(empty.GetUpperBound(0));
    }
}
