// error: 9:38
// message: a generic local function that is an iterator is not supported
// errors: 1
using System;
using System.Collections.Generic;
class P {
    static void Main()
    {
        IEnumerable<T> Two<T>(T x) { yield return x; yield return x; }
        foreach (var s in Two("a"))
            Console.WriteLine(s);
    }
}
