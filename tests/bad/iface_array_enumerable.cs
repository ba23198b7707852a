// error: 8:25
// message: arrays as 'System.Collections.IEnumerable' are not supported
// errors: 1
using System;
using System.Collections;
class P {
    static void Main() {
        IEnumerable e = new int[2, 2];
        object o = (IEnumerable)new string[0];
    }
}
