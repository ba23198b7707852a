// error: 8:27
// message: the type 'object' cannot be used as type parameter 'T' in the generic type or method 'Max<T>'. There is no implicit reference conversion from 'object' to 'System.IComparable<object>'
// errors: 1
using System;
class P {
    static T Max<T>(T a, T b) where T : IComparable<T> { return a.CompareTo(b) > 0 ? a : b; }
    static void Main() {
        Console.WriteLine(Max(new object(), new object()));
    }
}
