// error: 7:30
// message: arrays as 'System.Collections.Generic.IEnumerable<int>' are not supported
// errors: 1
using System.Collections.Generic;
class P {
    static void Main() {
        IEnumerable<int> e = new int[] { 1, 2 };
    }
}
