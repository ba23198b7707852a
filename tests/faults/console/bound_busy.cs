// Three lines written at once, then a long computation that writes
// nothing: the lines must still reach the pipe while it runs.
using System;
using System.Diagnostics;

class BoundBusy
{
    static void Main()
    {
        Console.WriteLine("one");
        Console.WriteLine("two");
        Console.Write("three");
        Stopwatch sw = Stopwatch.StartNew();
        long spins = 0;
        while (sw.ElapsedMilliseconds < 120000)
            spins++;
        Console.WriteLine(spins > 0);
    }
}
