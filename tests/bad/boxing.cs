// error: 9:20
// message: boxing
using System;

class P
{
    static void Main()
    {
        object o = 5;
    }
}
