// error: 11:53
// message: use of unassigned local variable 'y'
// errors: 1
using System;

class P
{
    static void Main()
    {
        int y;
        Func<int> f = () => { int z = 1; return z + y; };
        y = 2;
        Console.WriteLine(f());
    }
}
