// error: 8:41
// message: arrays as 'System.Collections.Generic.IEnumerable<object>' are not supported
// errors: 1
using System.Collections.Generic;
class P {
    static void Main() {
        IEnumerable<int> ok = new int[] { 1, 2 };
        IEnumerable<object> covariant = new string[] { "a" };
    }
}
