// error: 8:11
// message: a generic local function inside a generic method or class is not supported
// errors: 1
using System;
class P {
    static void G<U>(U u)
    {
        T Id<T>(T x) => x;
        Console.WriteLine(Id(u));
    }
    static void Main() { G(1); }
}
