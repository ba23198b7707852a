// error: 9:12
// message: a static constructor must be parameterless
// errors: 1
using System;

class P
{
    static int x;
    static P(int y) { x = y; }
    static void Main() { }
}
