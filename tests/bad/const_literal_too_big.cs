// error: 9:19
// message: too large
using System;

class P
{
    static void Main()
    {
        ulong x = 18446744073709551616;
    }
}
