// error: 8:24
// message: the operator '==' requires a matching operator '!=' to also be defined
// errors: 1
using System;

class V
{
    public static bool operator ==(V a, V b) { return true; }
}

class P { static void Main() { } }
