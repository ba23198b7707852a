// The process waits for a foreground thread after Main returns; a
// background thread still running does not keep the process alive. Main
// itself prints nothing, so the line shows the process waited.
using System;
using System.Threading;

class ForegroundThreads
{
    static void Late()
    {
        Thread.Sleep(50);
        Console.WriteLine("foreground thread finished after Main");
    }

    static void Forever()
    {
        while (true) Thread.Sleep(5);
    }

    static void Main()
    {
        Thread bg = new Thread(Forever);
        bg.IsBackground = true;
        bg.Start();
        Thread fg = new Thread(Late);
        fg.Start();
    }
}
