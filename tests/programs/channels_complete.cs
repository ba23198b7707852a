// mono: skip
// Completing a channel (docs/async.md): with and without an exception,
// items written before still read, ChannelClosedException from ReadAsync
// and WriteAsync, WaitToReadAsync's false or the exception, Completion,
// a pending read failed by completion, canceled by its token. Mono has
// no System.Threading.Channels: .NET 8's documented output.
using System;
using System.Threading;
using System.Threading.Channels;
using System.Threading.Tasks;

class ChannelsComplete
{
    static async Task Read(ChannelReader<int> r)
    {
        try
        {
            Console.WriteLine("read " + await r.ReadAsync());
        }
        catch (ChannelClosedException e)
        {
            Console.WriteLine("closed: " + e.Message + " inner " + (e.InnerException == null ? "none" : e.InnerException.Message));
        }
    }

    static async Task Main()
    {
        var ch = Channel.CreateUnbounded<int>();
        ch.Writer.TryWrite(1);
        Console.WriteLine("complete " + ch.Writer.TryComplete() + " again " + ch.Writer.TryComplete());
        Console.WriteLine("completion " + ch.Reader.Completion.IsCompleted + ", write " + ch.Writer.TryWrite(2));
        bool more = await ch.Reader.WaitToReadAsync();
        Console.WriteLine("wait " + more);
        await Read(ch.Reader);
        more = await ch.Reader.WaitToReadAsync();
        Console.WriteLine("completion " + ch.Reader.Completion.Status + ", wait " + more);
        await Read(ch.Reader);
        try
        {
            ch.Writer.Complete();
        }
        catch (ChannelClosedException e)
        {
            Console.WriteLine("Complete: " + e.Message);
        }
        try
        {
            await ch.Writer.WriteAsync(3);
        }
        catch (ChannelClosedException e)
        {
            Console.WriteLine("WriteAsync: " + e.Message);
        }
        more = await ch.Writer.WaitToWriteAsync();
        Console.WriteLine("WaitToWriteAsync " + more);

        var bad = Channel.CreateBounded<int>(4);
        bad.Writer.TryWrite(5);
        bad.Writer.Complete(new InvalidOperationException("producer failed"));
        await Read(bad.Reader);
        await Read(bad.Reader);
        try
        {
            await bad.Reader.WaitToReadAsync();
        }
        catch (InvalidOperationException e)
        {
            Console.WriteLine("WaitToReadAsync: " + e.GetType().Name + " " + e.Message);
        }
        try
        {
            await bad.Reader.Completion;
        }
        catch (InvalidOperationException e)
        {
            Console.WriteLine("Completion: " + e.Message + " " + bad.Reader.Completion.Status);
        }

        var streamed = Channel.CreateUnbounded<int>();
        streamed.Writer.TryWrite(8);
        streamed.Writer.TryComplete(new FormatException("bad data"));
        try
        {
            await foreach (int x in streamed.Reader.ReadAllAsync())
                Console.WriteLine("item " + x);
        }
        catch (FormatException e)
        {
            Console.WriteLine("ReadAllAsync: " + e.Message);
        }

        var waiting = Channel.CreateUnbounded<int>();
        Task pendingRead = Read(waiting.Reader);
        Console.WriteLine("pending " + pendingRead.IsCompleted);
        waiting.Writer.Complete();
        await pendingRead;

        var cts = new CancellationTokenSource();
        ValueTask<int> canceled = waiting.Reader.ReadAsync(cts.Token);
        var open = Channel.CreateUnbounded<int>();
        ValueTask<int> toCancel = open.Reader.ReadAsync(cts.Token);
        cts.Cancel();
        try
        {
            await toCancel;
        }
        catch (OperationCanceledException)
        {
            Console.WriteLine("read canceled");
        }
        open.Writer.TryWrite(9);
        int kept = await open.Reader.ReadAsync();
        Console.WriteLine("item kept: " + kept);
        try
        {
            await open.Reader.ReadAsync(cts.Token);
        }
        catch (OperationCanceledException)
        {
            Console.WriteLine("canceled before");
        }
        try
        {
            await canceled;
        }
        catch (ChannelClosedException e)
        {
            Console.WriteLine("completed before: " + e.Message);
        }
    }
}
