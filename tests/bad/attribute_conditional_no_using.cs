// error: 7:6
// message: the type or namespace name 'Conditional' could not be found
using System;

class P
{
    [Conditional("TRACE")]
    static void Trace(string m) { Console.WriteLine(m); }

    static void Main() { Trace("hi"); }
}
