// error: 9:27
// message: newline in constant
using System;

class P
{
    static void Main()
    {
        Console.WriteLine("no end);
    }
}
