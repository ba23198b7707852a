// error: 8:14
// message: must be declared static and public
// errors: 1
using System;

class V
{
    public V operator +(V a, V b) { return a; }
}

class P { static void Main() { } }
