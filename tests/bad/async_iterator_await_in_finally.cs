// error: 14:13
// message: 'await' in the body of a finally clause is not supported
using System.Collections.Generic;
using System.Threading.Tasks;

class P {
    static async IAsyncEnumerable<int> F() {
        try
        {
            yield return 1;
        }
        finally
        {
            await Task.Yield();
        }
    }
    static void Main() { }
}
