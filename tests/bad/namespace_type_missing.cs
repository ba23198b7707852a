// error: 11:9
// message: BigInteger
// errors: 1
using System;
using System.Numerics;

class P
{
    static void Main()
    {
        BigInteger b = 5;
        Console.WriteLine(b);
    }
}
