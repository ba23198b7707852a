// error: 11:9
// message: Vector3
// errors: 1
using System;
using System.Numerics;

class P
{
    static void Main()
    {
        Vector3 b = default;
        Console.WriteLine(b);
    }
}
