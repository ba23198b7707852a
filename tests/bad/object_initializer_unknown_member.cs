// error: 12:38
// message: does not contain a definition for 'Z'
// errors: 1
using System;

class Point { public int X, Y; }

class P
{
    static void Main()
    {
        Point p = new Point { X = 1, Z = 2 };
        Console.WriteLine(p.X);
    }
}
