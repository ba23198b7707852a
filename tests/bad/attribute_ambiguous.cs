// error: 7:2
// message: 'Flags' is ambiguous between 'Flags' and 'System.FlagsAttribute'
using System;

class Flags : Attribute { }

[Flags]
enum E { A = 1, B = 2 }

class P
{
    static void Main() { Console.WriteLine(E.A | E.B); }
}
