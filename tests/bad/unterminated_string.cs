// error: 10:27
// message: newline in constant
// errors: 1
using System;

class P
{
    static void Main()
    {
        Console.WriteLine("no end);
    }
}
