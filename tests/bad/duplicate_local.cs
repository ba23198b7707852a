// error: 10:13
// message: x
using System;

class P
{
    static void Main()
    {
        int x = 1;
        int x = 2;
    }
}
