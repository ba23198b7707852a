// exit: 134
// stderr: Unhandled exception. System.InvalidOperationException: oops
// mono: skip
// An exception leaving async Main after an await: the entry point rethrows
// it as await does (not the task's AggregateException) and the process
// ends as with any unhandled exception (Mono's mcs has no async Main).
using System;
using System.Threading.Tasks;

class P
{
    static async Task Fail()
    {
        await Task.Yield();
        throw new InvalidOperationException("oops");
    }

    static async Task Main()
    {
        Console.WriteLine("before");
        await Fail();
        Console.WriteLine("not reached");
    }
}
