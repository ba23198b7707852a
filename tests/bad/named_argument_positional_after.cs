// error: 11:21
// message: named argument specifications must appear after all fixed arguments
// errors: 1
using System;

class P
{
    static void F(int count, int width, int depth) { }
    static void Main()
    {
        F(depth: 1, 2, 3);
    }
}
