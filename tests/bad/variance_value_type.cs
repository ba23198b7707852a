// error: 8:37
// message: Cannot implicitly convert type
// errors: 1
using System.Collections.Generic;
class P {
    static void Main() {
        IEnumerable<int> ok = new List<int>();
        IEnumerable<object> boxed = new List<int>();
    }
}
