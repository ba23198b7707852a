// error: 10:37
// message: an array creation expression cannot be indexed directly
// errors: 1
using System;

class P
{
    static void Main()
    {
        Console.WriteLine(new int[3][1]);
    }
}
