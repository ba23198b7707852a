// error: 10:9
// message: readonly
using System;

class P
{
    static readonly int limit = 3;
    static void Main()
    {
        limit = 4;
    }
}
