// error: 7:21
// message: operator
using System;

class V
{
    public static V operator +(V a, V b) { return a; }
}

class P { static void Main() { } }
