// The AOT suite's small program: output, arguments and the exit status.
using System;

class Hello
{
    static int Main(string[] args)
    {
        Console.WriteLine("Hello, world!");
        Console.WriteLine(args.Length);
        return args.Length == 0 ? 0 : 7;
    }
}
