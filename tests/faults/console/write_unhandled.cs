// Standard output on /dev/full: the first write fails and, unhandled,
// ends the program as .NET does (IOException, exit 134).
using System;

class WriteUnhandled
{
    static void Main()
    {
        Console.WriteLine("Hello, World!");
        Console.WriteLine("not reached");
    }
}
