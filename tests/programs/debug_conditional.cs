// System.Diagnostics.Debug's members are [Conditional("DEBUG")]: in a
// release build (DEBUG undefined, as .NET 8's `dotnet run -c Release` and
// Mono's mcs) the calls and their arguments are dropped, a failing
// Debug.Assert included.
using System;
using System.Diagnostics;

class Program
{
    static int calls;

    static bool Check()
    {
        calls++;
        Console.WriteLine("Check ran");
        return false;
    }

    static void Main()
    {
        Debug.Assert(Check(), "not shown");
        Debug.Assert(false);
        Debug.WriteLine("debug line " + calls++);
        Debug.WriteLine("{0} {1}", 1, 2);
        Debug.Write(calls++);
        Debug.Print("print");
        Debug.Fail("fail");
        Debug.WriteLineIf(Check(), "x");
        System.Diagnostics.Debug.Indent();
        Console.WriteLine("calls " + calls);
    }
}
