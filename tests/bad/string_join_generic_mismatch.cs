// error: 11:34
// message: no overload for 'Join' matches the argument types
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
