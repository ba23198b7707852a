// error: 9:17
// message: string
using System;

class P
{
    static void Main()
    {
        int x = "text";
    }
}
