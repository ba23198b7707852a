// exit: 134
// stderr: Unhandled exception. System.InvalidOperationException: it broke
// stderr: at Unhandled.Fail() in {{DIR}}/unhandled.cs:line 12
// An unhandled exception prints its type, message and managed stack to
// standard error and exits with status 134; output written before it stays.
using System;

class Unhandled
{
    static void Fail()
    {
        throw new InvalidOperationException("it broke");
    }

    static void Main()
    {
        Console.WriteLine("before");
        Fail();
        Console.WriteLine("after");
    }
}
