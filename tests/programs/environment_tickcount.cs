// mono: skip
// Environment.TickCount64 (milliseconds since boot) never goes backwards and
// advances across a sleep. Mono 6.8's library lacks TickCount64, so the Mono
// tests skip this file.
using System;
using System.Threading;

class EnvironmentTickCount
{
    static void Main()
    {
        long t1 = Environment.TickCount64;
        Thread.Sleep(30);
        long t2 = Environment.TickCount64;
        Console.WriteLine(t1 >= 0);
        Console.WriteLine(t2 >= t1 + 20);
    }
}
