// Lines and a partial line left in the console buffer (the test sets a
// long KILN_CONSOLE_FLUSH_MS), then a long sleep: the test sends SIGINT,
// SIGTERM or SIGHUP and expects every byte, then death by that signal.
using System;
using System.Threading;

class PendingThenSleep
{
    static void Main()
    {
        for (int i = 0; i < 5; i++)
            Console.WriteLine("line " + i);
        Console.Write("partial");
        Thread.Sleep(120000);
        Console.WriteLine("not reached");
    }
}
