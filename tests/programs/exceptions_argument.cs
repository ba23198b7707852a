// The argument exceptions as .NET 8 composes them: the parameter name kept
// apart from the message (ParamName) and appended by Message, the actual
// value of an ArgumentOutOfRangeException on a line of its own, inner
// exceptions, and a null or empty parameter name adding nothing.
// Mono 6.8 prints the .NET Framework layout ("Parameter name: x" on a line
// of its own), so the Mono test compares only the exit status.
// mono: skip-output
using System;

class ExceptionsArgument
{
    static void Show(Exception e)
    {
        Console.WriteLine(e.ToString());
        ArgumentException ae = e as ArgumentException;
        if (ae != null)
            Console.WriteLine("  ParamName: " + (ae.ParamName == null ? "(null)" : ae.ParamName));
        ArgumentOutOfRangeException ao = e as ArgumentOutOfRangeException;
        if (ao != null)
            Console.WriteLine("  ActualValue: " + (ao.ActualValue == null ? "(null)" : ao.ActualValue.ToString()));
        if (e.InnerException != null)
            Console.WriteLine("  inner: " + e.InnerException.Message);
    }

    static int Factorial(int n)
    {
        if (n < 0)
            throw new ArgumentOutOfRangeException("n", n, "must not be negative");
        return n <= 1 ? 1 : n * Factorial(n - 1);
    }

    static void Main()
    {
        Show(new ArgumentException());
        Show(new ArgumentException("bad value"));
        Show(new ArgumentException("bad value", "count"));
        Show(new ArgumentException("bad value", ""));
        Show(new ArgumentException("wrapped", new InvalidOperationException("root cause")));
        Show(new ArgumentException("wrapped", "name", new InvalidOperationException("root cause")));
        Show(new ArgumentNullException());
        Show(new ArgumentNullException("text"));
        Show(new ArgumentNullException("text", "text is required"));
        Show(new ArgumentOutOfRangeException());
        Show(new ArgumentOutOfRangeException("index"));
        Show(new ArgumentOutOfRangeException("index", "too big"));
        Show(new ArgumentOutOfRangeException("index", 42, "too big"));
        Show(new ArgumentOutOfRangeException("index", "text value", "too big"));
        Show(new ArgumentOutOfRangeException(null, 7L, "no name"));
        try
        {
            Console.WriteLine(Factorial(5));
            Console.WriteLine(Factorial(-3));
        }
        catch (ArgumentOutOfRangeException e)
        {
            Console.WriteLine("caught: " + e.Message);
        }
    }
}
