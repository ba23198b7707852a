// error: 7:12
// message: a constructor declared in a type with parameter list must have 'this' constructor initializer
using System;

record Q(int X)
{
    public Q() { }
}

class P
{
    static void Main() { Console.WriteLine(new Q().X); }
}
