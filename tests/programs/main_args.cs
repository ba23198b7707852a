// args: one two 3
// static void Main(string[] args): the command-line arguments after the file.
using System;

class MainArgs
{
    static void Main(string[] args)
    {
        Console.WriteLine(args.Length);
        for (int i = 0; i < args.Length; i++) Console.WriteLine(i + ": " + args[i]);
        Console.WriteLine(int.Parse(args[2]) * 2);
    }
}
