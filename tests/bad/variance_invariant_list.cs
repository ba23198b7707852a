// error: 8:29
// message: Cannot implicitly convert type
// errors: 1
using System.Collections.Generic;
class P {
    static void Main() {
        IEnumerable<object> ok = new List<string>();
        IList<object> bad = new List<string>();
    }
}
