// error: 7:26
// message: the type arguments for method 'F' cannot be inferred from the usage
using System;
class P
{
    static T F<T>(T a, T b) { return a; }
    static void Main() { F(1, "x"); }
}
