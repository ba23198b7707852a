// error: 10:23
// message: collection initializers are not supported
// errors: 1
using System;

class P
{
    static void Main()
    {
        P p = new P { 1, 2 };
        Console.WriteLine(p);
    }
}
