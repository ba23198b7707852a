// error: 9:20
// message: cannot implicitly convert type 'decimal' to 'double'
using System;

class P
{
    static void Main()
    {
        double d = 2.5m;
    }
}
