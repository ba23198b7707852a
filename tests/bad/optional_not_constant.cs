// error: 10:27
// message: the default value for parameter 'a' must be a compile-time constant
// errors: 1
using System;

class P
{
    static int Zero() { return 0; }

    static void F(int a = Zero()) { Console.WriteLine(a); }
    static void Main() { F(); }
}
