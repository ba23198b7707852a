// exit: 5
// System.Environment: ProcessorCount, GetEnvironmentVariable,
// and Exit(int), which ends the process with that status at once.
using System;

class EnvironmentTest
{
    static void Main()
    {
        Console.WriteLine(Environment.ProcessorCount >= 1);
        Console.WriteLine(Environment.GetEnvironmentVariable("KILN_SURELY_UNSET_VARIABLE") == null);
        string path = Environment.GetEnvironmentVariable("PATH");
        Console.WriteLine(path != null && path.Length > 0);
        try
        {
            Console.WriteLine("exiting");
            Environment.Exit(5);
        }
        finally
        {
            Console.WriteLine("finally must not run");
        }
        Console.WriteLine("not reached");
    }
}
