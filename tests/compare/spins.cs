// A program that never ends: `kiln compare --timeout` must kill it and show
// its run as timed out. Used by check_cli.py.
using System;
using System.Threading;
class Spins
{
    static void Main()
    {
        Console.WriteLine("spinning");
        while (true) Thread.Sleep(10);
    }
}
