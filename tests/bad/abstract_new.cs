// error: 11:19
// message: abstract
using System;

abstract class Shape { }

class P
{
    static void Main()
    {
        Shape s = new Shape();
    }
}
