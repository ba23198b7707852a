// exit: 134
// stderr: Unhandled exception. System.FormatException: thread failed
// An exception left unhandled on another thread ends the process with 134,
// as on .NET.
using System;
using System.Threading;

class UnhandledThread
{
    static void Work()
    {
        throw new FormatException("thread failed");
    }

    static void Main()
    {
        Console.WriteLine("starting");
        Thread t = new Thread(Work);
        t.Start();
        t.Join();
        Thread.Sleep(1000);
        Console.WriteLine("survived");
    }
}
