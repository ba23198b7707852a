// error: 9:54
// message: constant value '256' cannot be converted to a 'Small' (use 'unchecked' syntax to override)
using System;

enum Small : byte { None, Max = 255 }

class P
{
    static void Main() { Console.WriteLine(Small.Max + 1); }
}
