// error: 7:17
// message: out
using System;

class P
{
    static void Get(out int v)
    {
    }
    static void Main() { int v; Get(out v); }
}
