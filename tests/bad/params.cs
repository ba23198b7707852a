// error: 7:21
// message: params
using System;

class P
{
    static void Sum(params int[] xs) { }
    static void Main() { }
}
