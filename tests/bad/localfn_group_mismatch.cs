// error: 9:26
// message: no overload for 'Twice' matches delegate 'System.Func<string>'
// A local function converts to a delegate type only when its signature
// fits, as a method group; the error names the function.
using System;
class P {
    static void Main() {
        int Twice(int x) { return 2 * x; }
        Func<string> f = Twice;
    }
}
