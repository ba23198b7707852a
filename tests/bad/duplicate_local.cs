// error: 10:13
// message: a local variable named 'x' cannot be declared in this scope
using System;

class P
{
    static void Main()
    {
        int x = 1;
        int x = 2;
    }
}
