// error: 9:37
// message: 'System.Type' does not contain a definition for 'GetMethods'
using System;

class P
{
    static void Main()
    {
        Console.WriteLine(typeof(P).GetMethods().Length);
    }
}
