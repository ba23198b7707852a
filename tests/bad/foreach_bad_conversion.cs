// error: 10:18
// message: cannot convert type 'string' to 'int'
// errors: 1
using System;

class P
{
    static void Main()
    {
        foreach (int s in new string[] { "a" })
            Console.WriteLine(s);
    }
}
