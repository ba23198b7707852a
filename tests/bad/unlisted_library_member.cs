// error: 10:35
// message: MachineName
// errors: 1
using System;

class P
{
    static void Main()
    {
        string name = Environment.MachineName;
        Console.WriteLine(name);
    }
}
