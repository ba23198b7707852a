// error: 9:27
// message: missing
using System;

class P
{
    static void Main()
    {
        Console.WriteLine(missing);
    }
}
