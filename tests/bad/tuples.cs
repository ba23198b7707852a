// error: 9:9
// message: tuple
using System;

class P
{
    static void Main()
    {
        (int, int) t = (1, 2);
    }
}
