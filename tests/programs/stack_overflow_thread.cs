// Unbounded recursion on a started thread (8 MiB stack) ends the whole
// process with "Stack overflow." and status 134; the main thread's Join
// never returns.
// exit: 134
// stderr: Stack overflow.
using System;
using System.Threading;

class StackOverflowThread
{
    static long depth;

    static void Recurse(long n)
    {
        depth = n;
        Recurse(n + 1);
    }

    static void Run()
    {
        Recurse(0);
    }

    static void Main()
    {
        Console.WriteLine("main starts the thread");
        Thread t = new Thread(Run);
        t.Start();
        t.Join();
        Console.WriteLine("not reached");
    }
}
