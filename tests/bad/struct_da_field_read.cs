// error: 13:27
// message: use of possibly unassigned field 'Y'
// errors: 1
using System;
struct Point { public int X, Y; }
class P
{
    static void Main(string[] args)
    {
        Point p;
        p.X = 1;
        if (args.Length > 0) p.Y = 2;
        Console.WriteLine(p.Y + p.X);
    }
}
