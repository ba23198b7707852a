// error: 12:31
// message: property or indexer 'Point.X' cannot be assigned to -- it is read only
// errors: 1
using System;

class Point { public int X { get { return 1; } } }

class P
{
    static void Main()
    {
        Point p = new Point { X = 1 };
        Console.WriteLine(p.X);
    }
}
