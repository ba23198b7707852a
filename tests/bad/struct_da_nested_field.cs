// error: 15:27
// message: use of possibly unassigned field 'A'
// errors: 1
using System;
struct Point { public int X, Y; }
struct Line { public Point A, B; }
class P
{
    static void Main()
    {
        Line l;
        l.A.X = 1;
        l.B.X = 2;
        l.B.Y = 3;
        Console.WriteLine(l.A);
    }
}
