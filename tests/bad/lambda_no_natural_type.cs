// error: 8:17
// message: the delegate type could not be inferred
// A lambda with implicitly typed parameters has no natural type (CS8917).
using System;

class P {
    static void Main() {
        var f = x => x;
        Console.WriteLine(f(1));
    }
}
