// error: 7:29
// message: the return type does not match the delegate return type
using System;

class P {
    static void Main() {
        Func<int, long> g = int (int x) => x;
        Console.WriteLine(g(1));
    }
}
