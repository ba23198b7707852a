// error: 10:5
// message: goto
// errors: 1
using System;

class P
{
    static void Main()
    {
    again:
        goto again;
    }
}
