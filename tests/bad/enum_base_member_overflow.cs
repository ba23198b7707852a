// error: 5:38
// message: the enumerator value is too large to fit in its type
using System;

enum Small : byte { None, Max = 255, Over }

class P
{
    static void Main() { Console.WriteLine(Small.Over); }
}
