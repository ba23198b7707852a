// error: 9:15
// message: a generic local function inside a generic local function is not supported
// errors: 1
using System;
class P {
    static void G<U>(U u)
    {
        T Id<T>(T x) {
            V Inner<V>(V v) => v;
            return Inner(x);
        }
        Console.WriteLine(Id(u));
    }
    static void Main() { G(1); }
}
