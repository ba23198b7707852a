// error: 9:20
// message: decimal
using System;

class P
{
    static void Main()
    {
        double d = 2.5m;
    }
}
