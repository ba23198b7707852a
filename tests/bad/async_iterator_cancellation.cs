// error: 9:71
// message: the attribute [EnumeratorCancellation] is only valid on a parameter of type 'System.Threading.CancellationToken'
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;

class P {
    static async IAsyncEnumerable<int> F([EnumeratorCancellation] int t = 0) {
        await Task.Yield();
        yield return 1;
    }
    static void Main() { }
}
