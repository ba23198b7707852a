// error: 10:13
// message: bool
using System;

class P
{
    static void Main()
    {
        int x = 1;
        if (x) Console.WriteLine("x");
    }
}
