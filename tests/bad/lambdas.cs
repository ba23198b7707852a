// error: 10:31
// message: lambda
using System;
using System.Threading;

class P
{
    static void Main()
    {
        Thread t = new Thread(() => Console.WriteLine("x"));
    }
}
