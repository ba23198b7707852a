// error: 9:20
// message: float
using System;

class P
{
    static void Main()
    {
        double d = 1.5f;
    }
}
