// error: 11:9
// message: the best overload for 'F' does not have a parameter named 'size'
// errors: 1
using System;

class P
{
    static void F(int count, int width = 2) { }
    static void Main()
    {
        F(1, size: 3);
    }
}
