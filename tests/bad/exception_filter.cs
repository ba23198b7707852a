// error: 16:45
// message: assigning the catch variable inside its exception filter is not supported
// errors: 1
// What stays unsupported of exception filters: the filter runs as a lambda
// whose parameter is a copy of the catch variable, so an assignment to it
// there would not reach the handler (.NET prints True here).
using System;

class P
{
    static void Main()
    {
        try {
            throw new InvalidOperationException("x");
        }
        catch (InvalidOperationException e) when ((e = null) == null) {
            Console.WriteLine(e == null);
        }
    }
}
