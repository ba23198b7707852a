// error: 9:9
// message: dynamic
using System;

class P
{
    static void Main()
    {
        dynamic d = "x";
    }
}
