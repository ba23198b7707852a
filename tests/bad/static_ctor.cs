// error: 8:12
// message: static constructor
using System;

class P
{
    static int x;
    static P() { x = 1; }
    static void Main() { }
}
