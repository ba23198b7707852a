// error: 9:43
// message: attribute EnumeratorCancellation is not supported
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;

class P {
    static async IAsyncEnumerable<int> F([EnumeratorCancellation] CancellationToken t = default) {
        await Task.Yield();
        yield return 1;
    }
    static void Main() { }
}
