// error: 8:26
// message: the type 'string' must be a non-nullable value type in order to use it as parameter 'T' in the generic type or method 'F<T>'
// errors: 1
using System;
class P
{
    static void F<T>(T a) where T : struct { }
    static void Main() { F("s"); }
}
