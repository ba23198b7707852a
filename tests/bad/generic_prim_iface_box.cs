// error: 7:30
// message: converting 'int' to 'System.IComparable<int>' is not supported (a boxed int does not implement it; a type parameter constrained to it works)
// errors: 1
using System;
class P {
    static void Main() {
        IComparable<int> c = 5;
    }
}
