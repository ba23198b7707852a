// error: 9:9
// message: break
using System;

class P
{
    static void Main()
    {
        break;
    }
}
