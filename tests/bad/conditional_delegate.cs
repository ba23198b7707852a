// error: 11:20
// message: cannot create delegate with 'P.F' because it or a method it overrides has a Conditional attribute
using System;
using System.Diagnostics;

class P
{
    [Conditional("X")]
    static void F() { }
    static void Main() {
        Action a = F;
        a();
    }
}
