// CancellationToken, CancellationTokenSource and CancellationTokenRegistration
// (corelib/Cancellation.cs), Task.Delay and Task.Run with a token, and an
// OperationCanceledException leaving an async method: the task is canceled
// and await rethrows that exception itself (Task.cs). The reference is
// Mono's output, line for line.
using System;
using System.Threading;
using System.Threading.Tasks;

class Program
{
    static async Task<int> CountAsync(CancellationToken token)
    {
        int n = 0;
        while (true)
        {
            token.ThrowIfCancellationRequested();
            n++;
            if (n == 5)
                return n;
            await Task.Yield();
        }
    }

    static void Main() { MainAsync().Wait(); }
    static async Task MainAsync()
    {
        var none = CancellationToken.None;
        Console.WriteLine(none.CanBeCanceled + " " + none.IsCancellationRequested);

        var cts = new CancellationTokenSource();
        CancellationToken token = cts.Token;
        Console.WriteLine(token.CanBeCanceled + " " + token.IsCancellationRequested + " " + (token == cts.Token));
        token.Register(() => Console.WriteLine("first callback"));
        var reg = token.Register(() => Console.WriteLine("removed callback"));
        token.Register(() => Console.WriteLine("last callback"));
        Console.WriteLine(reg.Unregister());
        Console.WriteLine(await CountAsync(token));
        cts.Cancel();
        Console.WriteLine(token.IsCancellationRequested);
        token.Register(() => Console.WriteLine("late callback runs at once"));
        cts.Cancel();

        try
        {
            token.ThrowIfCancellationRequested();
        }
        catch (OperationCanceledException e)
        {
            Console.WriteLine(e.GetType().Name + ": " + e.Message + " " + (e.CancellationToken == token));
        }

        try
        {
            await CountAsync(token);
        }
        catch (OperationCanceledException e)
        {
            Console.WriteLine("await: " + e.GetType().Name + ": " + e.Message);
        }

        Task<int> counted = CountAsync(token);
        try
        {
            counted.Wait();
        }
        catch (AggregateException e)
        {
            Console.WriteLine(counted.Status + " " + e.InnerExceptions[0].GetType().Name);
        }

        var slow = new CancellationTokenSource();
        Task delay = Task.Delay(60000, slow.Token);
        slow.Cancel();
        try
        {
            await delay;
        }
        catch (TaskCanceledException e)
        {
            Console.WriteLine("delay: " + e.Message + " " + delay.Status);
        }
        await Task.Delay(1, slow.Token).ContinueWith(t => Console.WriteLine("already canceled: " + t.Status));

        var timed = new CancellationTokenSource(20);
        try
        {
            await Task.Delay(60000, timed.Token);
        }
        catch (OperationCanceledException)
        {
            Console.WriteLine("timed out " + timed.IsCancellationRequested);
        }

        var work = new CancellationTokenSource();
        Task<int> run = Task.Run(() =>
        {
            work.Token.ThrowIfCancellationRequested();
            return 42;
        }, work.Token);
        Console.WriteLine(await run);
        work.Cancel();
        Task skipped = Task.Run(() => Console.WriteLine("never"), work.Token);
        try
        {
            await skipped;
        }
        catch (TaskCanceledException)
        {
            Console.WriteLine("run: " + skipped.Status);
        }

        var a = new CancellationTokenSource();
        var b = new CancellationTokenSource();
        var linked = CancellationTokenSource.CreateLinkedTokenSource(a.Token, b.Token);
        b.Cancel();
        Console.WriteLine("linked " + linked.IsCancellationRequested + " " + a.IsCancellationRequested);
        Console.WriteLine(new CancellationToken(true).IsCancellationRequested);
    }
}
