// error: 11:41
// message: a query body must end with a select clause or a group clause
using System;
using System.Linq;

class P
{
    static void Main()
    {
        int[] xs = { 1, 2, 3 };
        var q = from x in xs where x > 1;
        Console.WriteLine(q);
    }
}
