// error: 8:35
// message: the return type of an async iterator must be IAsyncEnumerable<T> or IAsyncEnumerator<T>, not 'System.Collections.Generic.IEnumerable<int>'
using System.Collections.Generic;
using System.Threading.Tasks;

class P
{
    static async IEnumerable<int> F()
    {
        await Task.Yield();
        yield return 1;
    }
    static void Main() { }
}
