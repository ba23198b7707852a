// error: 12:30
// message: 'int[]' does not contain a definition for 'Rank'
// errors: 1
using System;
using System.Linq;

class P
{
    static void Main()
    {
        int[] xs = {1, 2, 3};
        Console.WriteLine(xs.Rank + xs.Sum());
    }
}
