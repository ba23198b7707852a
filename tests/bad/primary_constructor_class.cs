// error: 5:12
// message: primary constructors on classes and structs
using System;

class Point(int x, int y)
{
    public int X { get; } = x;
}

class P
{
    static void Main() { Console.WriteLine(new Point(1, 2).X); }
}
