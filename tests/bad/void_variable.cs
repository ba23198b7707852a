// error: 9:9
// message: void
using System;

class P
{
    static void Main()
    {
        void v;
    }
}
