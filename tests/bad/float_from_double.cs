// error: 9:19
// message: cannot implicitly convert type 'double' to 'float'. An explicit conversion exists
using System;

class P
{
    static void Main()
    {
        float f = 1.5;
        Console.WriteLine(f);
    }
}
