// exit: 134
// stderr: Unhandled exception. System.InvalidOperationException: nobody catches this
// stderr: at FinallyUnhandled.Throw() in {{DIR}}/finally_unhandled.cs:line 27
// stderr: at FinallyUnhandled.Middle() in {{DIR}}/finally_unhandled.cs:line 37
// stderr: at FinallyUnhandled.Run(Boolean caught) in {{DIR}}/finally_unhandled.cs:line 56
// stderr: at FinallyUnhandled.Main() in {{DIR}}/finally_unhandled.cs:line 71
// mono: skip-output
// Two-pass exception handling, as .NET: the first pass looks for a catch
// that takes the exception in every frame; only when it finds one does the
// second pass run the finally blocks it unwinds through. So an exception
// nobody catches is reported without running any finally block (the lock's
// included), in every frame, while an exception that is caught further out
// runs them all, innermost first. Run(true) is called first so that in
// tiered mode the same methods are compiled when Run(false) throws for good.
// A catch of another type does not count as a handler. Mono runs the
// finally blocks of an unhandled exception before its report, so its output
// has the "finally ... ran" lines of the last round and differs (status only).
using System;

class FinallyUnhandled
{
    static object gate = new object();

    static void Throw()
    {
        try {
            throw new InvalidOperationException("nobody catches this");
        } finally {
            Console.WriteLine("finally in Throw ran");
        }
    }

    static void Middle()
    {
        try {
            lock (gate) {
                Throw();
            }
        } catch (FormatException) {
            Console.WriteLine("catch of another type ran");
        } finally {
            Console.WriteLine("finally in Middle ran");
        }
    }

    static void Run(bool caught)
    {
        try {
            if (caught) {
                try {
                    Middle();
                } catch (InvalidOperationException e) {
                    Console.WriteLine("caught: " + e.Message);
                }
            } else {
                Middle();
            }
        } finally {
            Console.WriteLine("finally in Run ran");
        }
    }

    static void Main()
    {
        for (int i = 0; i < 3; i++) {
            Console.WriteLine("round " + i);
            Run(true);
        }
        Console.WriteLine("last round");
        try {
            Run(false);
        } finally {
            Console.WriteLine("finally in Main ran");
        }
        Console.WriteLine("after");
    }
}
