// error: 13:45
// message: exception filters (`when`) are not supported
// errors: 1
using System;

class P
{
    static void Main()
    {
        try {
            throw new InvalidOperationException("x");
        }
        catch (InvalidOperationException e) when (e.Message == "x") {
            Console.WriteLine("caught");
        }
    }
}
