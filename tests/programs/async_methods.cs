// async methods (docs/async.md): a caller runs on while the awaited task
// is pending, results and exceptions through await, await of completed
// tasks, Task.Yield, await in loops and in try/catch.
using System;
using System.Threading.Tasks;

class P
{
    static TaskCompletionSource<int> gate;

    static async Task<int> Add(int a, int b)
    {
        Console.WriteLine("Add start " + a);
        await Task.Delay(10);
        Console.WriteLine("Add after delay " + a);
        return a + b;
    }

    static async Task<int> AddLater(int a)
    {
        Console.WriteLine("AddLater start " + a);
        int b = await gate.Task;
        Console.WriteLine("AddLater resumed " + b);
        return a + b;
    }

    static async Task Work(string name)
    {
        Console.WriteLine(name + " 1");
        await Task.Yield();
        Console.WriteLine(name + " 2");
    }

    static async Task<string> Boom()
    {
        await Task.Delay(1);
        throw new InvalidOperationException("bad");
    }

    static async Task Run()
    {
        gate = new TaskCompletionSource<int>();
        Task<int> t = AddLater(1);
        Console.WriteLine("after call " + t.IsCompleted);
        gate.SetResult(2);
        Console.WriteLine("after SetResult");
        int r = await t;
        Console.WriteLine(r);
        Console.WriteLine(await Add(3, 4));
        await Work("w");
        int sum = 0;
        for (int i = 0; i < 3; i++)
        {
            int v = await Add(i, 10);
            sum += v;
        }
        Console.WriteLine(sum);
        try
        {
            string s = await Boom();
            Console.WriteLine(s);
        }
        catch (InvalidOperationException e)
        {
            Console.WriteLine("caught " + e.Message);
        }
        Task<string> b = Boom();
        try { b.Wait(); } catch (AggregateException e) { Console.WriteLine(e.Message); }
        Console.WriteLine(await Task.FromResult(5));
    }

    static void Main()
    {
        Run().GetAwaiter().GetResult();
        Console.WriteLine("done");
    }
}
