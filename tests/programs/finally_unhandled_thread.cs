// exit: 134
// stderr: Unhandled exception. System.FormatException: thread failed
// stderr: at FinallyUnhandledThread.Fail() in {{DIR}}/finally_unhandled_thread.cs:line 22
// stderr: at FinallyUnhandledThread.Work() in {{DIR}}/finally_unhandled_thread.cs:line 32
// mono: skip-output
// An exception nobody catches on another thread ends the process as on the
// main thread (.NET on Linux: status 134), and, as there, the first pass
// finds no handler, so none of that thread's finally blocks run - the lock
// it holds is never released, which nobody can observe since the process
// ends. Main is waiting in Join and prints nothing more. Mono runs the
// thread's finally blocks first (its output has "finally in Work ran").
using System;
using System.Threading;

class FinallyUnhandledThread
{
    static object gate = new object();

    static void Fail()
    {
        try {
            throw new FormatException("thread failed");
        } finally {
            Console.WriteLine("finally in Fail ran");
        }
    }

    static void Work()
    {
        try {
            lock (gate) {
                Fail();
            }
        } finally {
            Console.WriteLine("finally in Work ran");
        }
    }

    static void Main()
    {
        Console.WriteLine("starting");
        Thread t = new Thread(Work);
        t.Start();
        try {
            t.Join();
        } finally {
            Console.WriteLine("finally in Main ran");
        }
        Console.WriteLine("survived");
    }
}
