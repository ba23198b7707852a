// error: 10:36
// message: this expression does not have a name
// errors: 1
using System;

class P
{
    static void Main()
    {
        Console.WriteLine(nameof(1 + 2));
    }
}
