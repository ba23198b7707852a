// error: 10:17
// message: long
using System;

class P
{
    static void Main()
    {
        long big = 5;
        int x = big;
    }
}
