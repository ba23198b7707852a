// One managed thread that sleeps: its SIGQUIT dump says it is running.
using System;
using System.Threading;

class Solo
{
    static void Main()
    {
        Thread.Sleep(60000);
        Console.WriteLine("woke");
    }
}
