// error: 7:21
// message: the type or namespace name 'CallerLineNumberAttribute' could not be found
using System;

class P
{
    static void At([CallerLineNumberAttribute] int line = 0) { Console.WriteLine(line); }

    static void Main() { At(); }
}
