// mono: skip
// System.Threading.Channels, unbounded (docs/async.md): a producer task and
// a consumer awaiting ReadAllAsync; TryWrite, TryRead, TryPeek, Count in
// FIFO order; a single reader cannot count. Mono has no
// System.Threading.Channels: the output is .NET 8's as documented.
using System;
using System.Threading;
using System.Threading.Channels;
using System.Threading.Tasks;

class ChannelsUnbounded
{
    static async Task Main()
    {
        var ch = Channel.CreateUnbounded<int>();
        Task producer = Task.Run(async () =>
        {
            for (int i = 1; i <= 5; i++)
                await ch.Writer.WriteAsync(i * 10);
            ch.Writer.Complete();
        });
        int sum = 0;
        await foreach (int x in ch.Reader.ReadAllAsync())
        {
            Console.WriteLine("got " + x);
            sum += x;
        }
        await producer;
        await ch.Reader.Completion;
        Console.WriteLine("sum " + sum + ", completed " + ch.Reader.Completion.IsCompleted);

        var c2 = Channel.CreateUnbounded<string>(new UnboundedChannelOptions { SingleWriter = true });
        ChannelWriter<string> w = c2;
        ChannelReader<string> r = c2;
        Console.WriteLine(r.CanCount + " " + r.CanPeek + " " + r.Count);
        foreach (string s in new[] { "a", "b", "c" })
            Console.WriteLine("write " + s + " " + w.TryWrite(s));
        string item;
        Console.WriteLine("peek " + r.TryPeek(out item) + " " + item + ", count " + r.Count);
        while (r.TryRead(out item))
            Console.Write(item + " ");
        Console.WriteLine("| count " + r.Count + ", read " + r.TryRead(out item) + " [" + item + "]");
        Console.WriteLine("completion " + r.Completion.Status);
        w.Complete();
        Console.WriteLine("completion " + r.Completion.Status + ", write " + w.TryWrite("d"));

        var single = Channel.CreateUnbounded<int>(new UnboundedChannelOptions { SingleReader = true, AllowSynchronousContinuations = true });
        single.Writer.TryWrite(7);
        Console.WriteLine("single reader: " + single.Reader.CanCount + " " + single.Reader.CanPeek);
        try
        {
            Console.WriteLine(single.Reader.Count);
        }
        catch (NotSupportedException e)
        {
            Console.WriteLine(e.Message);
        }
        Console.WriteLine("read " + await single.Reader.ReadAsync());
    }
}
