// error: 8:33
// message: 'int[]' does not contain a definition for 'GetAsyncEnumerator'
using System;
using System.Threading.Tasks;

class P {
    static async Task Main() {
        await foreach (var x in new int[0]) Console.WriteLine(x);
    }
}
