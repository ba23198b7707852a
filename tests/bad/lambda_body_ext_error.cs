// error: 13:45
// message: does not contain a definition for 'agee'
// errors: 1
using System;
using System.Linq;
using System.Collections.Generic;

class P
{
    static void Main()
    {
        var people = new List<(string name, int age)> { ("a", 1) };
        Console.WriteLine(people.Sum(p => p.agee));
    }
}
