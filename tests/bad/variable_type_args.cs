// error: 9:27
// message: the variable 'd' cannot be used with type arguments
// errors: 1
using System;
class P {
    static void Main()
    {
        Func<int, int> d = x => x;
        Console.WriteLine(d<int>(3));
    }
}
