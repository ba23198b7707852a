// error: 9:30
// message: overflow
using System;

class P
{
    static void Main()
    {
        int x = int.MaxValue + 1;
    }
}
