// exit: 4
// int Main returns while a foreground thread still runs: the process waits
// for the thread, then exits with Main's value.
using System;
using System.Threading;

class MainIntForeground
{
    static void Late()
    {
        Thread.Sleep(50);
        Console.WriteLine("thread done");
    }

    static int Main()
    {
        new Thread(Late).Start();
        return 4;
    }
}
