// error: 9:17
// message: target-typed `new()` is not supported here
// errors: 1
using System.Collections.Generic;
class P {
    static void Main()
    {
        var names = new List<string>();
        var x = new();
        names.Add(x);
    }
}
