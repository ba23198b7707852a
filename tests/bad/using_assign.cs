// error: 9:13
// message: cannot assign to 'r' because it is a 'using variable'
// errors: 1
using System;
class R : IDisposable { public void Dispose() { } }
class P {
    static void Main() {
        using (R r = new R()) {
            r = null;
        }
    }
}
