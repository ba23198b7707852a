// error: 8:17
// message: already defines a member called 'F' with the same parameter types
using System;

class P
{
    static void F(int a) { }
    static void F(int b) { }
    static void Main() { }
}
