// error: 9:27
// message: typeof
using System;

class P
{
    static void Main()
    {
        Console.WriteLine(typeof(P));
    }
}
