// mono: skip
// Bounded channels (docs/async.md): each BoundedChannelFullMode written to
// synchronously with TryWrite past its capacity, the itemDropped callback,
// WriteAsync and WaitToWriteAsync waiting for room, and the options'
// checks. Mono has no System.Threading.Channels: .NET 8's documented output.
using System;
using System.Threading.Channels;
using System.Threading.Tasks;

class ChannelsBounded
{
    static string Drain(ChannelReader<int> r)
    {
        string s = "";
        int x;
        while (r.TryRead(out x))
            s += x + " ";
        return s.Trim();
    }

    static void Fill(BoundedChannelFullMode mode)
    {
        string dropped = "";
        var opts = new BoundedChannelOptions(3) { FullMode = mode };
        var ch = Channel.CreateBounded<int>(opts, x => dropped += x + " ");
        string writes = "";
        for (int i = 1; i <= 5; i++)
            writes += ch.Writer.TryWrite(i) ? "T" : "F";
        Console.WriteLine(mode + ": " + writes + " count " + ch.Reader.Count + " [" + Drain(ch.Reader) + "] dropped [" + dropped.Trim() + "]");
    }

    static async Task Main()
    {
        foreach (BoundedChannelFullMode m in new[] { BoundedChannelFullMode.Wait, BoundedChannelFullMode.DropNewest,
                                                     BoundedChannelFullMode.DropOldest, BoundedChannelFullMode.DropWrite })
            Fill(m);

        var ch = Channel.CreateBounded<int>(2);
        ch.Writer.TryWrite(1);
        ch.Writer.TryWrite(2);
        ValueTask<bool> room = ch.Writer.WaitToWriteAsync();
        ValueTask pending = ch.Writer.WriteAsync(3);
        Console.WriteLine("full: room " + room.IsCompleted + ", write " + pending.IsCompleted + ", count " + ch.Reader.Count);
        int first;
        ch.Reader.TryRead(out first);
        await pending;
        Console.WriteLine("read " + first + ": write done, count " + ch.Reader.Count + " [" + Drain(ch.Reader) + "]");
        Console.WriteLine("room " + await ch.Writer.WaitToWriteAsync());

        var dropWrite = Channel.CreateBounded<int>(new BoundedChannelOptions(1) { FullMode = BoundedChannelFullMode.DropWrite });
        await dropWrite.Writer.WriteAsync(1);
        await dropWrite.Writer.WriteAsync(2);
        Console.WriteLine("DropWrite WriteAsync: [" + Drain(dropWrite.Reader) + "] room " + dropWrite.Writer.WaitToWriteAsync().Result);

        try
        {
            Channel.CreateBounded<int>(0);
        }
        catch (ArgumentOutOfRangeException e)
        {
            Console.WriteLine(e.Message);
        }
        try
        {
            new BoundedChannelOptions(5).Capacity = -1;
        }
        catch (ArgumentOutOfRangeException e)
        {
            Console.WriteLine(e.ParamName);
        }
        try
        {
            new BoundedChannelOptions(5).FullMode = (BoundedChannelFullMode)7;
        }
        catch (ArgumentOutOfRangeException e)
        {
            Console.WriteLine(e.ParamName);
        }
        var o = new BoundedChannelOptions(4);
        Console.WriteLine(o.Capacity + " " + o.FullMode + " " + o.SingleReader + " " + o.SingleWriter + " " + o.AllowSynchronousContinuations);
    }
}
