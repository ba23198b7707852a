// error: 9:23
// message: the type arguments for method 'Make' cannot be inferred from the usage
// errors: 1
using System;
class P {
    static T Make<T>() { return default(T); }
    static void Main()
    {
        Func<int> f = Make;
        Console.WriteLine(f());
    }
}
