// error: 13:27
// message: a local function's use of a struct local assigned only in part is not supported
// errors: 1
using System;
struct Point { public int X, Y; }
class P
{
    static void Main()
    {
        Point p;
        p.X = 1;
        int ReadX() => p.X;
        Console.WriteLine(ReadX());
    }
}
