// error: 10:9
// message: tuple
// errors: 1
using System;

class P
{
    static void Main()
    {
        (int, int) t = (1, 2);
    }
}
