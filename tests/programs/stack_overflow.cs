// Unbounded recursion on the main thread ends the process with
// "Stack overflow." on stderr and status 134, as .NET does, in every mode:
// the interpreter's stack check, and for compiled code the guard page and
// SIGSEGV handler of runtime/stackguard.c. Output printed before it is kept.
// exit: 134
// stderr: Stack overflow.
using System;

class StackOverflow
{
    static int Depth(int n)
    {
        return Depth(n + 1) + 1;
    }

    static void Main()
    {
        Console.WriteLine("before the recursion");
        Console.WriteLine(Depth(0));
        Console.WriteLine("not reached");
    }
}
