// error: 11:49
// message: cannot implicitly convert type
// errors: 1
using System;
using System.Collections.Generic;

class P
{
    static void Main()
    {
        Console.WriteLine(string.Join<int>(",", new List<string>()));
    }
}
