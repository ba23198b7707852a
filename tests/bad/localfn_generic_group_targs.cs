// error: 10:34
// message: no overload for 'Id' matches delegate 'System.Func<object, object>'
// errors: 1
using System;
class P {
    static void Main()
    {
        T Id<T>(T x) => x;
        Console.WriteLine(Id<int>(3));
        Func<object, object> h = Id<string>;
    }
}
