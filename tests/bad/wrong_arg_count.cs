// error: 10:9
// message: F
using System;

class P
{
    static int F(int a, int b) { return a + b; }
    static void Main()
    {
        F(1);
    }
}
