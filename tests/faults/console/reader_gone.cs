// The reader of the pipe goes away after the first line: later writes fail
// with EPIPE, which .NET ignores (no SIGPIPE, no exception); exit 0.
using System;
using System.Threading;

class ReaderGone
{
    static int Main()
    {
        Console.WriteLine("first");
        Thread.Sleep(3000);
        for (int i = 0; i < 10000; i++)
            Console.WriteLine("after the reader left " + i);
        return 0;
    }
}
