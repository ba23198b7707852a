// error: 9:20
// message: division by constant zero
using System;

class P
{
    static void Main()
    {
        int x = 10 / 0;
    }
}
