// error: 7:29
// message: string
using System;

class P
{
    static int F() { return "no"; }
    static void Main() { F(); }
}
