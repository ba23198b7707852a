// error: 11:9
// message: ambiguous
using System;

class P
{
    static void F(int a, long b) { }
    static void F(long a, int b) { }
    static void Main()
    {
        F(1, 2);
    }
}
