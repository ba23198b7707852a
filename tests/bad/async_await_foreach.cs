// error: 8:9
// message: `await foreach` (async streams, IAsyncEnumerable<T>) is not supported
using System;
using System.Threading.Tasks;

class P {
    static async Task Main() {
        await foreach (var x in new int[0]) Console.WriteLine(x);
    }
}
