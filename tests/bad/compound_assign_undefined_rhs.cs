// error: 12:18
// message: the name 'code' does not exist
// errors: 1
using System;

class P
{
    static long total;

    static void Main()
    {
        total %= code();
        Console.WriteLine(total);
    }
}
