// mono: skip
// A using statement inside a lambda whose resource expression reads a
// captured local: `using (var d = s.Make())`, `using var d = ...;`,
// `await using`, and `await foreach` (whose expansion is an await using)
// over a captured local's method (lower_closure.c walk_stmt). Mono's mcs
// lacks C# 8's forms: the output is C#'s by its rules.
using System;
using System.Collections.Generic;
using System.Threading.Tasks;

class Res : IDisposable, IAsyncDisposable
{
    private readonly string name;

    public Res(string name)
    {
        this.name = name;
    }

    public void Dispose()
    {
        Console.WriteLine("dispose " + name);
    }

    public ValueTask DisposeAsync()
    {
        Console.WriteLine("dispose async " + name);
        return default(ValueTask);
    }
}

class Source
{
    public string Prefix = "r";

    public Res Make(int n)
    {
        return new Res(Prefix + n);
    }

    public async IAsyncEnumerable<int> Numbers()
    {
        yield return 1;
        await Task.Yield();
        yield return 2;
    }
}

class LambdaUsingCapture
{
    static async Task Main()
    {
        var s = new Source();
        int k = 10;
        Action a = () =>
        {
            using (var d = s.Make(1))
                Console.WriteLine("in block " + k);
        };
        a();
        Func<int> f = () =>
        {
            using var d = s.Make(2);
            Console.WriteLine("in declaration");
            return k + 1;
        };
        Console.WriteLine(f());
        Func<Task> g = async () =>
        {
            await using (var d = s.Make(3))
                Console.WriteLine("in await using");
            await foreach (int x in s.Numbers())
                Console.WriteLine("item " + (x + k));
        };
        await g();
        await Task.Run(async () =>
        {
            await foreach (int x in s.Numbers())
                Console.WriteLine("pool item " + x);
        });
    }
}
