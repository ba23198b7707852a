// error: 12:38
// message: expected 'by'
using System;
using System.Collections.Generic;
using System.Linq;

class P
{
    static void Main()
    {
        List<int> xs = new List<int> { 1, 2, 3 };
        var q = from x in xs group x into g select g;
        Console.WriteLine(q);
    }
}
