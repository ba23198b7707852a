// error: 12:41
// message: 'string.Concat<T>(IEnumerable<T>)' is not supported yet
// errors: 1
using System;
using System.Collections.Generic;

class P
{
    static void Main()
    {
        var l = new int[] { 1, 2 };
        Console.WriteLine(string.Concat(l));
    }
}
