// error: 10:29
// message: GetType
using System;

class P
{
    static void Main()
    {
        object o = new object();
        Console.WriteLine(o.GetType());
    }
}
