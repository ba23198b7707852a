// error: 8:12
// message: a constructor declared in a type with parameter list must have 'this' constructor initializer
using System;

class Point(int x, int y)
{
    public int X => x;
    public Point() { }
}

class P
{
    static void Main() { Console.WriteLine(new Point(1, 2).X); }
}
