// error: 10:13
// message: multi-dimensional
// errors: 1
using System;

class P
{
    static void Main()
    {
        int[,] grid = new int[2, 2];
    }
}
