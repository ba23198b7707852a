// mono: skip
// ValueTask<T> in a generic class's cache, generic, instance, local and
// lambda async ValueTask methods (C#'s output by its rules: Mono's mcs
// cannot compile async ValueTask methods).
using System;
using System.Collections.Generic;
using System.Threading.Tasks;

class Cache<T>
{
    private readonly Dictionary<string, T> items = new Dictionary<string, T>();
    private readonly Func<string, T> make;
    public int Misses;

    public Cache(Func<string, T> make) { this.make = make; }

    public ValueTask<T> GetAsync(string key)
    {
        if (items.TryGetValue(key, out T v))
            return new ValueTask<T>(v);
        return new ValueTask<T>(Load(key));
    }

    private async Task<T> Load(string key)
    {
        await Task.Delay(1);
        Misses++;
        T v = make(key);
        items[key] = v;
        return v;
    }
}

class Program
{
    static async ValueTask<T> Echo<T>(T x)
    {
        await Task.Yield();
        return x;
    }

    async ValueTask<string> Name(int i) => "n" + i;

    static async Task Main()
    {
        var c = new Cache<int>(s => s.Length);
        Console.WriteLine(await c.GetAsync("abc") + " " + await c.GetAsync("abc") + " " + await c.GetAsync("hello"));
        Console.WriteLine("misses " + c.Misses);
        Console.WriteLine(await Echo("s") + await Echo(3));
        var p = new Program();
        Console.WriteLine(await p.Name(4));
        async ValueTask<int> Local(int n)
        {
            int total = 0;
            for (int i = 0; i < n; i++)
                total += await Echo(i);
            return total;
        }
        Console.WriteLine(await Local(5));
        Func<Task> f = async () => { await Echo(1); Console.WriteLine("lambda"); };
        await f();
        Func<int, ValueTask> g = async n => { await Task.Yield(); Console.WriteLine("g " + n); };
        await g(2);
        var tasks = new List<Task<int>>();
        for (int i = 0; i < 3; i++)
            tasks.Add(Echo(i * 10).AsTask());
        int[] all = await Task.WhenAll(tasks);
        Console.WriteLine(string.Join(",", all));
        ValueTask<int> pending = Echo(8);
        Console.WriteLine(await pending);
        try
        {
            await Fail();
        }
        catch (InvalidOperationException e)
        {
            Console.WriteLine(e.Message);
        }
    }

    static async ValueTask Fail()
    {
        await Task.Yield();
        throw new InvalidOperationException("failed");
    }
}
