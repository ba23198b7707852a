// mono: skip
// exit: 134
// stderr: Unhandled exception. System.InvalidOperationException: Cannot read keys when either application does not have a console or when console input has been redirected. Try Console.Read.
// Console.ReadKey with standard input redirected (here from a file that
// has characters to read) throws InvalidOperationException, as .NET does
// on Unix (Mono 6.8 reads a character instead and exits 0, so the Mono
// tests skip it): caught, with either
// overload, then uncaught at the end, as a program that ends with
// "press any key" ends when its input is redirected. Read still reads.
using System;

class Program
{
    static void Main()
    {
        Console.WriteLine("redirected: " + Console.IsInputRedirected);
        try {
            Console.ReadKey();
        } catch (InvalidOperationException e) {
            Console.WriteLine("ReadKey(): " + e.Message);
        }
        try {
            Console.ReadKey(true);
        } catch (InvalidOperationException e) {
            Console.WriteLine("ReadKey(true): " + e.GetType().Name);
        }
        Console.WriteLine("Read: " + (char)Console.Read());
        Console.WriteLine("Press any key to exit.");
        Console.ReadKey();
        Console.WriteLine("not reached");
    }
}
