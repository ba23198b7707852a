// error: 8:37
// message: optional parameters must appear after all required parameters
// errors: 1
using System;

class P
{
    static void F(int a = 1, string b) { }
    static void Main() { F(1, "x"); }
}
