// error: 6:34
// message: cannot create an instance of the abstract class
// errors: 1
using System.Collections.Generic;
class P {
    static void Main() { var c = new Comparer<int>(); }
}
