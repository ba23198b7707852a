// error: 8:32
// message: the params parameter must be a single dimensional array
// errors: 1
using System;

class P
{
    static void Sum(params int xs) { }
    static void Main() { Sum(1); }
}
