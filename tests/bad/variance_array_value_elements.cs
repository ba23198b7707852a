// error: 8:37
// message: cannot implicitly convert type 'int[]' to 'System.Collections.Generic.IEnumerable<object>'
// errors: 1
using System.Collections.Generic;
class P {
    static void Main() {
        IEnumerable<int> ok = new int[] { 1, 2 };
        IEnumerable<object> boxes = new int[] { 1 };
        IEnumerable<object> covariant = new string[] { "a" };
    }
}
