// error: 9:18
// message: ';'
using System;

class P
{
    static void Main()
    {
        int x = 1
        x++;
    }
}
