// mono: skip
// Async iterators and await foreach (docs/async.md): awaits and yield
// returns in one body, finally blocks at the end and at a break, the
// enumerator by hand (Mono's mcs has no async streams: C#'s output by its rules).
using System;
using System.Collections.Generic;
using System.Threading.Tasks;

class Program
{
    static async IAsyncEnumerable<int> Numbers(int n)
    {
        for (int i = 0; i < n; i++)
        {
            await Task.Delay(1);
            yield return i * i;
        }
    }

    static async IAsyncEnumerable<string> Words()
    {
        yield return "a";
        await Task.Yield();
        try
        {
            yield return "b";
            yield return "c";
        }
        finally
        {
            Console.WriteLine("words finally");
        }
    }

    static async Task Main()
    {
        int sum = 0;
        await foreach (var x in Numbers(5))
        {
            Console.WriteLine("got " + x);
            sum += x;
        }
        Console.WriteLine("sum " + sum);
        await foreach (string w in Words())
        {
            Console.WriteLine(w);
            if (w == "b")
                break;
        }
        IAsyncEnumerator<int> e = Numbers(2).GetAsyncEnumerator();
        while (await e.MoveNextAsync())
            Console.WriteLine("manual " + e.Current);
        await e.DisposeAsync();
        Console.WriteLine("done");
    }
}
