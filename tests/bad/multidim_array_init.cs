// error: 10:13
// message: multi-dimensional
// errors: 1
using System;

class P
{
    static void Main()
    {
        int[,] a = {{1, 2}, {3, 4}};
        Console.WriteLine(a.Length);
    }
}
