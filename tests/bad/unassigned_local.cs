// error: 10:27
// message: unassigned
using System;

class P
{
    static void Main()
    {
        int x;
        Console.WriteLine(x);
    }
}
