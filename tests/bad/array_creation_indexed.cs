// error: 10:48
// message: an array creation expression cannot be indexed directly
// errors: 1
using System;

class P
{
    static void Main()
    {
        Console.WriteLine(new int[] { 1, 2, 3 }[2]);
    }
}
