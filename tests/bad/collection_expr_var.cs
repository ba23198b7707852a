// error: 9:13
// message: no target type for the collection expression
using System;

class P
{
    static void Main()
    {
        var v = [1, 2];
        Console.WriteLine(v);
    }
}
