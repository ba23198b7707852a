// mono: skip
// A ChannelReader and a ChannelWriter written by hand (docs/async.md):
// the base classes' ReadAsync, ReadAllAsync and WriteAsync loop over
// TryRead/WaitToReadAsync and TryWrite/WaitToWriteAsync; the defaults of
// CanCount, CanPeek, Completion and TryComplete. Mono has no
// System.Threading.Channels: .NET 8's documented output.
using System;
using System.Threading;
using System.Threading.Channels;
using System.Threading.Tasks;

class Countdown : ChannelReader<int>
{
    int left = 3;
    public override bool TryRead(out int item)
    {
        item = left;
        return left-- > 0;
    }
    public override ValueTask<bool> WaitToReadAsync(CancellationToken cancellationToken = default)
    {
        return new ValueTask<bool>(left > 0);
    }
}

class Log : ChannelWriter<string>
{
    int n;
    public override bool TryWrite(string item)
    {
        if (n++ % 2 == 0) return false;
        Console.WriteLine("log " + item);
        return true;
    }
    public override ValueTask<bool> WaitToWriteAsync(CancellationToken cancellationToken = default)
    {
        return new ValueTask<bool>(n < 6);
    }
}

class ChannelsCustom
{
    static async Task Main()
    {
        var r = new Countdown();
        Console.WriteLine(await r.ReadAsync());
        await foreach (int x in r.ReadAllAsync())
            Console.WriteLine("all " + x);
        try { await r.ReadAsync(); } catch (ChannelClosedException e) { Console.WriteLine(e.Message); }
        Console.WriteLine(r.CanCount + " " + r.CanPeek + " " + r.Completion.IsCompleted);
        var w = new Log();
        await w.WriteAsync("a");
        await w.WriteAsync("b");
        Console.WriteLine(w.TryComplete());
        try { w.Complete(); } catch (ChannelClosedException e) { Console.WriteLine(e.Message); }
    }
}
