// error: 12:36
// message: 'Pt.Equals' is not supported: the struct does not override it
// errors: 1
using System;

struct Pt { public int X; }

class P
{
    static void Main()
    {
        Console.WriteLine(new Pt().Equals(new Pt()));
    }
}
