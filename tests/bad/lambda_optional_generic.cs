// error: 10:17
// message: the natural type of a lambda with an optional parameter in generic code is not supported
// errors: 1
using System;

class P
{
    static void Show<T>(T v)
    {
        var f = (T x, int n = 1) => x.ToString() + n;
        Console.WriteLine(f(v));
    }

    static void Main() { Show(3); }
}
