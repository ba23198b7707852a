// error: 11:9
// message: Complex
// errors: 1
using System;
using System.Numerics;

class P
{
    static void Main()
    {
        Complex b = 5;
        Console.WriteLine(b);
    }
}
