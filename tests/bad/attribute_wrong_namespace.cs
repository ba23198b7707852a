// error: 5:2
// message: the type or namespace name 'Flags' does not exist in the namespace 'System.Diagnostics'
using System;

[System.Diagnostics.Flags]
enum E { A = 1, B = 2 }

class P
{
    static void Main() { Console.WriteLine(E.A | E.B); }
}
