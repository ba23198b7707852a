// error: 10:9
// message: F
using System;

class P
{
    static void F(int a) { }
    static void Main()
    {
        F("one");
    }
}
