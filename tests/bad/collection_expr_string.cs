// error: 8:20
// message: a collection expression of type 'string' is not supported
using System;

class P
{
    static void Main() {
        string s = ['a', 'b'];
        Console.WriteLine(s);
    }
}
