// error: 11:44
// message: 'X' is not an element name of '(int, int)' here (element names given in a generic type argument
// errors: 1
using System.Collections.Generic;

class P
{
    static void Main()
    {
        var points = new List<(int X, int Y)> { (1, 2) };
        System.Console.WriteLine(points[0].X);
    }
}
