// error: 9:34
// message: Cannot implicitly convert type
// errors: 1
using System;
using System.Collections.Generic;
class P {
    static void Main() {
        Func<string, object> f = s => s;
        Func<object, string> g = f;
    }
}
