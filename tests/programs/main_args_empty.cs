// static void Main(string[] args) with no arguments: an empty, non-null array.
using System;

class MainArgsEmpty
{
    static void Main(string[] args)
    {
        Console.WriteLine(args != null);
        Console.WriteLine(args.Length);
    }
}
