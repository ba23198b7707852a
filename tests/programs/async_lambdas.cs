// mono: skip
// async local functions and async lambdas (docs/async.md), Task.Run of an
// async lambda (Mono's mcs has no async local functions).
using System;
using System.Threading.Tasks;

class P
{
    static async Task Run()
    {
        int captured = 10;
        async Task<int> Local(int x)
        {
            await Task.Delay(1);
            return x + captured;
        }
        Console.WriteLine(await Local(5));
        Func<Task<int>> f = async () => { await Task.Delay(1); return captured * 2; };
        Console.WriteLine(await f());
        Func<int, Task> g = async n => { await Task.Yield(); Console.WriteLine("g " + n); };
        await g(3);
        int r = await Task.Run(async () => { await Task.Delay(1); return 7; });
        Console.WriteLine(r);
        await Task.Run(async () => { await Task.Delay(1); Console.WriteLine("in run"); });
    }
    static void Main() { Run().Wait(); }
}
