// error: 9:12
// message: nullable
using System;

class P
{
    static void Main()
    {
        int? x = null;
    }
}
