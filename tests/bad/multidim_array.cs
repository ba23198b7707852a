// error: 9:13
// message: multi-dimensional
using System;

class P
{
    static void Main()
    {
        int[,] grid = new int[2, 2];
    }
}
