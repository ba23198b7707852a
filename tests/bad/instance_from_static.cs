// error: 10:27
// message: count
using System;

class P
{
    int count;
    static void Main()
    {
        Console.WriteLine(count);
    }
}
