// error: 10:25
// message: ScaleB
// errors: 1
using System;

class P
{
    static void Main()
    {
        double d = Math.ScaleB(2.0, 3);
        Console.WriteLine(d);
    }
}
