// error: 14:27
// message: use of unassigned local variable 'p'
// errors: 1
using System;
struct Point { public int X, Y; }
class P
{
    static void Main()
    {
        Point p;
        p.X = 1;
        if (p.X > 0)
            p.Y = 2;
        Console.WriteLine(p);
    }
}
