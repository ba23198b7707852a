// error: 10:26
// message: 'R': type used in an asynchronous using statement must be implicitly convertible to 'System.IAsyncDisposable'
using System;
using System.Threading.Tasks;

class R : IDisposable { public void Dispose() { } }

class P {
    static async Task Main() {
        await using (var r = new R()) { }
    }
}
