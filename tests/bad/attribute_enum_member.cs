// error: 7:14
// message: attribute Flags is not supported on an enum member
// errors: 1
using System;

[Flags]
enum E { A, [Flags] B }

class P
{
    static void Main() { Console.WriteLine(E.B); }
}
