// error: 7:16
// message: return
using System;

class P
{
    static int F(int x)
    {
        if (x > 0) return 1;
    }
    static void Main() { F(1); }
}
