// error: 9:9
// message: Frobnicate
using System;

class P
{
    static void Main()
    {
        Frobnicate(1);
    }
}
