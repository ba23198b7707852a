// error: 7:2
// message: 'FlagsAttribute' is not an attribute class
using System;

class FlagsAttribute { }

[Flags]
enum E { A = 1, B = 2 }

class P
{
    static void Main() { Console.WriteLine(E.A | E.B); }
}
