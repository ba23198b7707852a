// error: 7:9
// message: `await using` (IAsyncDisposable) is not supported
using System.Threading.Tasks;

class P {
    static async Task Main() {
        await using (var w = new System.IO.StringWriter()) { }
    }
}
