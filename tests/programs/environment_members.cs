// args: alpha beta 3
// exit: 7
// Environment.ExitCode is a void Main's exit status; NewLine is "\n" on
// Linux; GetCommandLineArgs is the executable's path (not printed: it is
// the program's .dll on .NET and the executable here) and then Main's
// arguments, in a new array each call.
using System;

class EnvironmentMembers
{
    static void Main(string[] args)
    {
        Console.WriteLine(Environment.ExitCode);
        Environment.ExitCode = 5;
        Console.WriteLine(Environment.ExitCode);
        Console.Write("a" + Environment.NewLine + "b" + Environment.NewLine);
        Console.WriteLine(Environment.NewLine.Length);
        string[] all = Environment.GetCommandLineArgs();
        Console.WriteLine(all.Length + " " + (all[0].Length > 0));
        for (int i = 1; i < all.Length; i++)
            Console.WriteLine("[" + all[i] + "] " + (all[i] == args[i - 1]));
        all[1] = "changed";
        Console.WriteLine(Environment.GetCommandLineArgs()[1] + " " + args[0]);
        Environment.ExitCode = 7;
    }
}
