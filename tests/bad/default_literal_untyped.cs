// error: 9:31
// message: the `default` literal is not supported here
// errors: 1
using System;
class P {
    static int Add(int a, int b) { return a + b; }
    static void Main()
    {
        Console.WriteLine(Add(default, 3));
    }
}
