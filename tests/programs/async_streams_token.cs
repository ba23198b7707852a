// mono: skip
// [EnumeratorCancellation]: the token of WithCancellation reaches an async
// iterator's parameter, alone, combined with the one the call gave, or not
// at all (C#'s output by its rules: Mono's mcs has no async streams).
using System;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;

class P
{
    static async IAsyncEnumerable<int> Count(int limit, [EnumeratorCancellation] CancellationToken token = default)
    {
        try
        {
            for (int i = 0; i < limit; i++)
            {
                await Task.Delay(1, token);
                yield return i;
            }
        }
        finally
        {
            Console.WriteLine("count finally, canceled: " + token.IsCancellationRequested);
        }
    }

    static async Task Run(IAsyncEnumerable<int> seq, CancellationTokenSource cts, int stopAt)
    {
        try
        {
            await foreach (var i in seq)
            {
                Console.WriteLine("item " + i);
                if (i == stopAt)
                    cts.Cancel();
            }
            Console.WriteLine("completed");
        }
        catch (OperationCanceledException e)
        {
            Console.WriteLine("canceled: " + e.Message);
        }
    }

    static async Task Run(ConfiguredCancelableAsyncEnumerable<int> seq, CancellationTokenSource cts, int stopAt)
    {
        try
        {
            await foreach (var i in seq)
            {
                Console.WriteLine("item " + i);
                if (i == stopAt)
                    cts.Cancel();
            }
            Console.WriteLine("completed");
        }
        catch (OperationCanceledException e)
        {
            Console.WriteLine("canceled: " + e.Message);
        }
    }

    static async Task Main()
    {
        var a = new CancellationTokenSource();
        await Run(Count(5).WithCancellation(a.Token), a, 1);
        var b = new CancellationTokenSource();
        await Run(Count(5, b.Token), b, 2);
        var c = new CancellationTokenSource();
        var d = new CancellationTokenSource();
        await Run(Count(4, c.Token).WithCancellation(d.Token), d, 0);
        var seq = Count(2, new CancellationToken(true));
        await Run(seq, new CancellationTokenSource(), -1);
        await Run(Count(3), new CancellationTokenSource(), -1);
    }
}
