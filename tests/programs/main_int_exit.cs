// exit: 3
// static int Main(): the return value is the process exit status.
using System;

class MainIntExit
{
    static int Main()
    {
        Console.WriteLine("returning 3");
        return 3;
    }
}
