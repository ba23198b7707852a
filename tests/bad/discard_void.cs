// error: 10:21
// message: cannot assign void to a discard
// errors: 1
using System;

class P
{
    static void Main()
    {
        _ = Console.WriteLine("x");
    }
}
