// error: 8:11
// message: generic local functions are not supported
// errors: 1
using System;
class P {
    static void Main()
    {
        T Id<T>(T x) where T : class { return x; }
        Console.WriteLine(Id("a"));
    }
}
