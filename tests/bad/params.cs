// error: 8:34
// message: a params parameter must be the last parameter
// errors: 1
using System;

class P
{
    static void Sum(params int[] xs, int y) { }
    static void Main() { }
}
