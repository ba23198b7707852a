// args: 7
// exit: 7
// static int Main(string[] args): parse an argument and return it as status.
using System;

class MainIntArgs
{
    static int Main(string[] args)
    {
        int code = int.Parse(args[0]);
        Console.WriteLine("exit " + code);
        return code;
    }
}
