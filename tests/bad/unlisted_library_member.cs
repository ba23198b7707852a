// error: 9:25
// message: Pow
using System;

class P
{
    static void Main()
    {
        double d = Math.Pow(2.0, 3.0);
    }
}
