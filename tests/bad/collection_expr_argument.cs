// error: 11:31
// message: needs a target type
using System;

class P
{
    static int Sum(int[] a) { return a.Length; }

    static void Main()
    {
        Console.WriteLine(Sum([1, 2]));
    }
}
