// error: 13:9
// message: field-by-field definite assignment of a struct local is not supported
// errors: 1
using System;

struct Pt { public int X, Y; }

class P
{
    static void Main()
    {
        Pt p;
        p.X = 1;
        p.Y = 2;
        Console.WriteLine(p.X + p.Y);
    }
}
