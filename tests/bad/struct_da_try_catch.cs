// error: 19:27
// message: use of possibly unassigned field 'X'
// errors: 1
using System;
struct Point { public int X, Y; }
class P
{
    static void Main()
    {
        Point p;
        p.Y = 0;
        try
        {
            p.X = int.Parse("1");
        }
        catch (FormatException)
        {
        }
        Console.WriteLine(p.X);
    }
}
