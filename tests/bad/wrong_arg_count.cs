// error: 10:9
// message: no overload for method 'F' takes 1 arguments
using System;

class P
{
    static int F(int a, int b) { return a + b; }
    static void Main()
    {
        F(1);
    }
}
