// error: 9:27
// message: the type 'S' cannot be used as type parameter 'T' in the generic type or method 'Same<T>'. There is no boxing conversion from 'S' to 'System.IEquatable<S>'
// errors: 1
using System;
struct S { public int X; }
class P {
    static bool Same<T>(T a, T b) where T : IEquatable<T> { return a.Equals(b); }
    static void Main() {
        Console.WriteLine(Same(new S(), new S()));
    }
}
