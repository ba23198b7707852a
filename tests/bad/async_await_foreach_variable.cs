// error: 11:13
// message: cannot assign to 'x' because it is a 'foreach iteration variable'
using System.Collections.Generic;
using System.Threading.Tasks;

class P {
    static async IAsyncEnumerable<int> F() { await Task.Yield(); yield return 1; }
    static async Task Main() {
        await foreach (var x in F())
        {
            x = 2;
        }
    }
}
