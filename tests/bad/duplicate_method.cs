// error: 8:17
// message: F
using System;

class P
{
    static void F(int a) { }
    static void F(int b) { }
    static void Main() { }
}
