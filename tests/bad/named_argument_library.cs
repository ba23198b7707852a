// error: 10:17
// message: named arguments to library methods are not supported
// errors: 1
using System;

class P
{
    static void Main()
    {
        Console.WriteLine(value: "x");
    }
}
