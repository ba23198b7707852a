// mono: skip
// ValueTask and ValueTask<T> (docs/async.md): async methods returning them,
// awaiting them, their members (Mono's mcs cannot compile async ValueTask
// methods: the output is C#'s by its rules).
using System;
using System.Threading.Tasks;

class Program
{
    static async ValueTask<int> Twice(int x)
    {
        if (x < 0)
            throw new ArgumentException("negative");
        return x * 2;
    }

    static async ValueTask<int> Later(int x)
    {
        await Task.Delay(10);
        return x + 1;
    }

    static async ValueTask Print(string s)
    {
        await Task.Yield();
        Console.WriteLine("print " + s);
    }

    static ValueTask<string> Cached(bool hit)
    {
        if (hit)
            return new ValueTask<string>("cached");
        return new ValueTask<string>(Task.Run(() => "computed"));
    }

    static async Task<int> Sum()
    {
        int a = await Twice(5);
        int b = await Later(41);
        await Print("x");
        string c = await Cached(true);
        string d = await Cached(false);
        Console.WriteLine(c + " " + d);
        return a + b;
    }

    static async Task Main()
    {
        ValueTask<int> v = Twice(21);
        Console.WriteLine(v.IsCompleted + " " + v.IsCompletedSuccessfully + " " + v.Result);
        Console.WriteLine(v);
        Console.WriteLine(await Sum());
        ValueTask<int> f = Twice(-1);
        Console.WriteLine(f.IsFaulted);
        try { await f; } catch (ArgumentException e) { Console.WriteLine("caught " + e.Message); }
        try { int r = f.Result; } catch (ArgumentException e) { Console.WriteLine("Result threw " + e.GetType().Name); }
        Task<int> t = Later(1).AsTask();
        Console.WriteLine(await t);
        Console.WriteLine(ValueTask.CompletedTask.IsCompleted);
        await ValueTask.CompletedTask;
        ValueTask<double> fr = ValueTask.FromResult(2.5);
        Console.WriteLine(await fr);
        Console.WriteLine(Later(9).GetAwaiter().GetResult());
        Console.WriteLine(default(ValueTask<int>).Result);
        Console.WriteLine(ValueTask.FromException(new InvalidOperationException("bad")).IsFaulted);
        await Print("y").ConfigureAwait(false);
        Func<ValueTask<int>> lam = async () => { await Task.Yield(); return 7; };
        Console.WriteLine(await lam());
    }
}
