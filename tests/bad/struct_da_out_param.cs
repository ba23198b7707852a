// error: 8:17
// message: the out parameter 'p' must be assigned to before control leaves the current method
// errors: 1
using System;
struct Point { public int X, Y; }
class P
{
    static void Make(out Point p, bool both)
    {
        p.X = 1;
        if (both)
            p.Y = 2;
    }
    static void Main()
    {
        Make(out Point p, true);
        Console.WriteLine(p.X);
    }
}
