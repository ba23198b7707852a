// error: 7:6
// message: Obsolete
using System;

class P
{
    [Obsolete]
    static void Old() { }
    static void Main() { }
}
