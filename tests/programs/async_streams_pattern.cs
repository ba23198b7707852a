// mono: skip
// C#'s DisposeAsync pattern: await using of a class with a DisposeAsync
// method and no IAsyncDisposable, a null resource, and await foreach over a
// struct enumerator disposed by its DisposeAsync method (C#'s output by its
// rules: Mono's mcs has no async streams).
using System;
using System.Threading.Tasks;

class Conn
{
    public async ValueTask DisposeAsync()
    {
        await Task.Yield();
        Console.WriteLine("conn disposed");
    }
}

struct Nums
{
    public Enumerator GetAsyncEnumerator() { return new Enumerator(); }
    public struct Enumerator
    {
        private int i;
        public int Current => i;
        public ValueTask<bool> MoveNextAsync() { i++; return new ValueTask<bool>(i <= 2); }
        public ValueTask DisposeAsync() { Console.WriteLine("enumerator disposed at " + i); return default; }
    }
}

class P
{
    static async Task Main()
    {
        await using (var c = new Conn())
            Console.WriteLine("using conn");
        Conn none = null;
        await using (none)
            Console.WriteLine("using null");
        await foreach (var n in new Nums())
            Console.WriteLine("n " + n);
    }
}
