// error: 9:11
// message: generic local functions that call each other
// errors: 1
using System;
class P {
    static void Main()
    {
        Console.WriteLine(Ping(3, "x"));
        T Ping<T>(int n, T x) => n == 0 ? x : Pong(n - 1, x);
        T Pong<T>(int n, T x) => Ping(n, x);
    }
}
