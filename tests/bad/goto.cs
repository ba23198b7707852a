// error: 9:5
// message: goto
using System;

class P
{
    static void Main()
    {
    again:
        goto again;
    }
}
