// mono: skip
// exit: 134
// stderr: Unhandled exception. System.Runtime.CompilerServices.SwitchExpressionException: Non-exhaustive switch expression failed to match its input.
// stderr: Unmatched value was 7.
using System;

// A switch expression no arm matches throws .NET's SwitchExpressionException
// with the unmatched value; unhandled, it ends the process as .NET does.
class Program
{
    static string Name(int n) => n switch
    {
        1 => "one",
        2 => "two",
    };

    static void Main()
    {
        Console.WriteLine(Name(1));
        Console.WriteLine(Name(7));
    }
}
