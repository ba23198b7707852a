// exit: 9
// Environment.Exit called on another thread ends the whole process with its
// status while Main is blocked in Join; output written earlier is flushed.
using System;
using System.Threading;

class EnvironmentExitThread
{
    static void Quit()
    {
        Console.WriteLine("worker exits the process");
        Environment.Exit(9);
    }

    static void Main()
    {
        Console.WriteLine("main waits");
        Thread t = new Thread(Quit);
        t.Start();
        t.Join();
        Thread.Sleep(5000);
        Console.WriteLine("not reached");
    }
}
