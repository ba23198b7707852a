// mono: skip
// await using, IAsyncEnumerable<T> written by hand, generic and local
// async iterators, one over another, an exception from a stream,
// deconstruction in await foreach (C#'s output by its rules: Mono's mcs has
// no async streams).
using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;

class Resource : IAsyncDisposable
{
    private readonly string name;
    public Resource(string name) { this.name = name; Console.WriteLine("open " + name); }
    public async ValueTask DisposeAsync()
    {
        await Task.Delay(1);
        Console.WriteLine("close " + name);
    }
}

class Countdown : IAsyncEnumerable<int>
{
    private readonly int from;
    public Countdown(int from) { this.from = from; }
    public IAsyncEnumerator<int> GetAsyncEnumerator(CancellationToken cancellationToken = default)
    {
        return new Enumerator(from);
    }

    private sealed class Enumerator : IAsyncEnumerator<int>
    {
        private int current;
        public Enumerator(int from) { current = from + 1; }
        public int Current => current;
        public async ValueTask<bool> MoveNextAsync()
        {
            await Task.Yield();
            current--;
            return current > 0;
        }
        public ValueTask DisposeAsync()
        {
            Console.WriteLine("countdown disposed");
            return default;
        }
    }
}

class Source<T>
{
    private readonly List<T> items = new List<T>();
    public void Add(T x) { items.Add(x); }
    public async IAsyncEnumerable<T> ReadAll()
    {
        foreach (T x in items)
        {
            await Task.Delay(1);
            yield return x;
        }
    }
}

class Program
{
    static async IAsyncEnumerable<int> Failing()
    {
        yield return 1;
        await Task.Yield();
        throw new InvalidOperationException("stream broke");
    }

    static async IAsyncEnumerable<T> Where<T>(IAsyncEnumerable<T> src, Func<T, bool> keep)
    {
        await foreach (var x in src)
            if (keep(x))
                yield return x;
    }

    static async Task<int> Count<T>(IAsyncEnumerable<T> src)
    {
        int n = 0;
        await foreach (var _ in src)
            n++;
        return n;
    }

    static async Task Main()
    {
        await using (var r = new Resource("one"))
        {
            Console.WriteLine("using one");
        }
        await using var r2 = new Resource("two");
        await foreach (int i in new Countdown(3))
            Console.Write(i + " ");
        Console.WriteLine();
        var s = new Source<string>();
        s.Add("x"); s.Add("yy"); s.Add("zzz");
        await foreach (var w in Where(s.ReadAll(), w => w.Length != 2))
            Console.WriteLine(w);
        Console.WriteLine(await Count(s.ReadAll()));
        try
        {
            await foreach (var v in Failing())
                Console.WriteLine("v " + v);
        }
        catch (InvalidOperationException e)
        {
            Console.WriteLine("caught " + e.Message);
        }
        async IAsyncEnumerable<(int, string)> Pairs()
        {
            yield return (1, "one");
            await Task.Delay(1);
            yield return (2, "two");
        }
        await foreach (var (n, name) in Pairs())
            Console.WriteLine(n + "=" + name);
        Console.WriteLine("end of main");
    }
}
