// error: 9:9
// message: return
using System;

class P
{
    static void Main()
    {
        return 5;
    }
}
