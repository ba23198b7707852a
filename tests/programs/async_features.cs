// async methods (docs/async.md): instance and generic async methods,
// expression bodies, await in try/finally and try/catch (the finally
// blocks run once, after the resumption), Task.WhenAll of async calls,
// await in foreach, ConfigureAwait, a task pending until its await resumes.
using System;
using System.Collections.Generic;
using System.Threading.Tasks;

class Counter
{
    private int total;
    public string Name;

    public Counter(string name) { Name = name; }

    public async Task<int> AddAsync(int n)
    {
        await Task.Delay(5);
        total += n;
        return total;
    }

    public async Task ReportAsync()
    {
        await Task.Yield();
        Console.WriteLine(Name + " total " + total);
    }
}

class P
{
    static List<string> log = new List<string>();

    static async Task<T> Echo<T>(T value)
    {
        await Task.Delay(1);
        return value;
    }

    static async Task<int> Twice(int x) => await Echo(x) * 2;

    static async Task<int> WaitFor(Task<int> t)
    {
        int v = await t;
        return v + 1;
    }

    static Task<int> Plain(int x) => Task.FromResult(x + 1);

    static async Task<int> Guarded(int x)
    {
        try
        {
            log.Add("try " + x);
            await Task.Delay(2);
            if (x < 0)
                throw new ArgumentException("negative");
            log.Add("after await " + x);
            return x;
        }
        finally
        {
            log.Add("finally " + x);
        }
    }

    static async Task<string> Catching(int x)
    {
        string result = "none";
        try
        {
            int v = await Guarded(x);
            result = "ok " + v;
        }
        catch (ArgumentException e)
        {
            result = "caught " + e.Message;
        }
        return result;
    }

    static async Task Loop()
    {
        var tasks = new List<Task<int>>();
        for (int i = 1; i <= 4; i++)
            tasks.Add(Twice(i));
        int[] all = await Task.WhenAll(tasks);
        Console.WriteLine(string.Join(" ", all));
        foreach (var t in tasks)
        {
            int v = await t;
            Console.Write(v + ";");
        }
        Console.WriteLine();
    }

    static async Task<int> Sum(IEnumerable<int> xs)
    {
        int s = 0;
        foreach (int x in xs)
        {
            int v = await Plain(x);
            s += v;
        }
        return s;
    }

    static async Task Run()
    {
        var c = new Counter("c");
        Console.WriteLine(await c.AddAsync(3));
        Console.WriteLine(await c.AddAsync(4));
        await c.ReportAsync();
        Console.WriteLine(await Echo("generic"));
        Console.WriteLine(await Echo(2.5));
        Console.WriteLine(await Twice(21));
        Console.WriteLine(await Catching(7));
        Console.WriteLine(await Catching(-1));
        foreach (string s in log)
            Console.WriteLine(s);
        await Loop();
        Console.WriteLine(await Sum(new List<int> { 1, 2, 3 }));
        int x = await Plain(1).ConfigureAwait(false);
        Console.WriteLine(x);
        var gate = new TaskCompletionSource<int>();
        Task<int> pending = WaitFor(gate.Task);
        Console.WriteLine(pending.IsCompleted + " " + pending.Status);
        gate.SetResult(8);
        Console.WriteLine(await pending);
        Console.WriteLine(pending.Status);
    }

    static void Main()
    {
        Run().Wait();
    }
}
