// error: 10:15
// message: cannot initialize type 'P' with a collection initializer because it does not implement 'System.Collections.IEnumerable'
// errors: 1
using System;

class P
{
    static void Main()
    {
        P p = new P { 1, 2 };
        Console.WriteLine(p);
    }
}
