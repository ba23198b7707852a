// error: 13:9
// message: use of unassigned local variable 'p'
// errors: 1
using System;
struct Point { public int X, Y; public void Show() { Console.WriteLine(X); } }
class P
{
    static void Main()
    {
        Point p;
        p.X = 1;
        Console.WriteLine(p.X);
        p.Show();
    }
}
