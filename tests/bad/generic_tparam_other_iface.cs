// error: 8:25
// message: Cannot implicitly convert type 'T' to 'System.IDisposable'
// errors: 1
using System;
class P {
    static IComparable<T> Ok<T>(T x) where T : IComparable<T> => x;
    static IDisposable Bad<T>(T x) where T : IComparable<T> {
        IDisposable d = x;
        return d;
    }
    static void Main() { }
}
