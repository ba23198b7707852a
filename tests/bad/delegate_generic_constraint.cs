// error: 9:28
// message: the type 'int' must be a reference type in order to use it as parameter 'T'
// errors: 1
using System;
class P {
    static T Keep<T>(T x) where T : class { return x; }
    static void Main()
    {
        Func<int, int> f = Keep<int>;
        Console.WriteLine(f(1));
    }
}
