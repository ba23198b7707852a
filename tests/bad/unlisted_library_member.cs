// error: 10:35
// message: UserName
// errors: 1
using System;

class P
{
    static void Main()
    {
        string name = Environment.UserName;
        Console.WriteLine(name);
    }
}
