// error: 12:44
// message: does not contain a definition for 'Z'
// errors: 1
using System.Collections.Generic;

class P
{
    static void Main()
    {
        var points = new List<(int X, int Y)> { (1, 2) };
        System.Console.WriteLine(points[0].X);
        System.Console.WriteLine(points[0].Z);
    }
}
