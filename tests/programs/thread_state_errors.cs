// mono: skip-output
// (Mono 6.8 words two of the messages differently; these are .NET 8's.)
// ThreadStateException with .NET's messages: Join before Start, a second
// Start (running and finished), IsBackground (get and set) of a finished
// thread; an unstarted thread's IsBackground is fine.
using System;
using System.Threading;

class ThreadStateErrors
{
    static int runs;

    static void Work() { Interlocked.Increment(ref runs); }

    static Thread t;

    static void Op(int op)
    {
        if (op == 0) t.Join();
        else if (op == 1) Console.WriteLine(t.Join(10));
        else if (op == 2) t.Start();
        else if (op == 3) Console.WriteLine(t.IsBackground);
        else t.IsBackground = true;
    }

    static void Try(string what, int op)
    {
        try
        {
            Op(op);
            Console.WriteLine(what + ": no exception");
        }
        catch (ThreadStateException e)
        {
            Console.WriteLine(what + ": ThreadStateException: " + e.Message);
        }
    }

    static void Main()
    {
        t = new Thread(Work);
        Try("join before start", 0);
        Try("timed join before start", 1);
        Try("background before start", 3);
        Try("set background before start", 4);
        t.IsBackground = false;
        t.Start();
        Try("second start", 2);
        t.Join();
        Try("start after end", 2);
        Try("background after end", 3);
        Try("set background after end", 4);
        Try("join after end", 0);
        Console.WriteLine("runs: " + runs);
        Exception e = new ThreadStateException();
        Console.WriteLine(e.Message);
        Console.WriteLine(e is SystemException);
    }
}
