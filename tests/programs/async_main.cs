// mono: skip
// exit: 3
// async Task<int> Main (C# 7.1; Mono's mcs has none): the entry point waits
// for the task, and the process exits with its result.
using System;
using System.Threading.Tasks;

class P
{
    static async Task<int> Main(string[] args)
    {
        Console.WriteLine("main " + args.Length);
        await Task.Delay(1);
        Console.WriteLine("after");
        return 3;
    }
}
