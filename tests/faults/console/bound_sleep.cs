// Three lines written at once, then a long sleep: the test must be able to
// read all three from the pipe while the program still runs (the lateness
// bound is 100 ms; the sleep is the test's margin).
using System;
using System.Threading;

class BoundSleep
{
    static void Main()
    {
        Console.WriteLine("one");
        Console.WriteLine("two");
        Console.Write("three");
        Thread.Sleep(120000);
    }
}
