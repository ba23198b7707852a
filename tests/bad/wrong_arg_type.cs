// error: 10:9
// message: best overloaded method match for 'P.F(int)' has some invalid arguments
using System;

class P
{
    static void F(int a) { }
    static void Main()
    {
        F("one");
    }
}
