// mono: skip
// WithCancellation and ConfigureAwait on async enumerables: the token
// reaches GetAsyncEnumerator of an IAsyncEnumerable<T> written by hand
// (C#'s output by its rules: Mono's mcs has no async streams).
using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;

class Ticks : IAsyncEnumerable<int>
{
    public IAsyncEnumerator<int> GetAsyncEnumerator(CancellationToken cancellationToken = default)
    {
        return Run(cancellationToken);
    }

    private static async IAsyncEnumerator<int> Run(CancellationToken token)
    {
        for (int i = 0; ; i++)
        {
            token.ThrowIfCancellationRequested();
            await Task.Yield();
            yield return i;
        }
    }
}

class P
{
    static async IAsyncEnumerable<string> Letters()
    {
        await Task.Yield();
        yield return "a";
        yield return "b";
    }

    static async Task Main()
    {
        var cts = new CancellationTokenSource();
        try
        {
            await foreach (int t in new Ticks().WithCancellation(cts.Token))
            {
                Console.WriteLine("tick " + t);
                if (t == 2)
                    cts.Cancel();
            }
        }
        catch (OperationCanceledException e)
        {
            Console.WriteLine(e.GetType().Name + ": " + e.Message);
        }
        await foreach (var s in Letters().ConfigureAwait(false))
            Console.WriteLine(s);
        await foreach (var s in Letters().WithCancellation(cts.Token).ConfigureAwait(false))
            Console.WriteLine(s);
    }
}
