// A program that fails on purpose: `kiln compare` must report its runs as
// failed (exit status 3) instead of hiding them. Used by check_cli.py.
using System;
class Fails
{
    static int Main()
    {
        Console.WriteLine("Fails_Figure 7 widgets");
        return 3;
    }
}
