// mono: skip
// Channels between threads (docs/async.md): a consumer's WaitToReadAsync
// and TryRead loop, a bounded channel of capacity 1 whose producer waits
// in WriteAsync, three producer tasks and two consumer tasks on one
// channel, ReadAsync until ChannelClosedException. Mono has no
// System.Threading.Channels: .NET 8's documented output.
using System;
using System.Collections.Generic;
using System.Threading.Channels;
using System.Threading.Tasks;

class ChannelsWaitLoop
{
    static async Task<List<string>> Consume(ChannelReader<string> reader)
    {
        var seen = new List<string>();
        while (await reader.WaitToReadAsync())
        {
            string s;
            while (reader.TryRead(out s))
                seen.Add(s);
        }
        return seen;
    }

    static async Task<long> Sum(ChannelReader<int> reader)
    {
        long sum = 0;
        while (true)
        {
            int x;
            try
            {
                x = await reader.ReadAsync();
            }
            catch (ChannelClosedException)
            {
                return sum;
            }
            sum += x;
        }
    }

    static async Task Main()
    {
        var words = Channel.CreateUnbounded<string>();
        Task<List<string>> consumer = Task.Run(() => Consume(words.Reader));
        Task producer = Task.Run(async () =>
        {
            foreach (string w in "the quick brown fox jumps".Split(' '))
            {
                words.Writer.TryWrite(w);
                await Task.Yield();
            }
            words.Writer.Complete();
        });
        await producer;
        List<string> seen = await consumer;
        Console.WriteLine(string.Join(",", seen));

        var narrow = Channel.CreateBounded<int>(1);
        Task<int> writes = Task.Run(async () =>
        {
            int n = 0;
            for (int i = 0; i < 20; i++)
            {
                await narrow.Writer.WriteAsync(i);
                n++;
            }
            narrow.Writer.Complete();
            return n;
        });
        var order = new List<int>();
        await foreach (int x in narrow.Reader.ReadAllAsync())
            order.Add(x);
        int written = await writes;
        Console.WriteLine(written + " written, in order: " + string.Join(" ", order));

        var numbers = Channel.CreateBounded<int>(new BoundedChannelOptions(4) { SingleWriter = false, SingleReader = false });
        var producers = new Task[3];
        for (int p = 0; p < 3; p++)
        {
            int first = p * 100;
            producers[p] = Task.Run(async () =>
            {
                for (int i = 1; i <= 50; i++)
                    await numbers.Writer.WriteAsync(first + i);
            });
        }
        Task<long> a = Task.Run(() => Sum(numbers.Reader));
        Task<long> b = Task.Run(() => Sum(numbers.Reader));
        await Task.WhenAll(producers);
        numbers.Writer.Complete();
        long total = await a + await b;
        await numbers.Reader.Completion;
        Console.WriteLine("total " + total + ", count " + numbers.Reader.Count);
    }
}
