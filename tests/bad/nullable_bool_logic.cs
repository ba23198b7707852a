// error: 11:29
// message: the operator '&' on 'bool?' (three-valued logic) is not supported
// errors: 1
using System;

class P
{
    static void Main()
    {
        bool? a = true, b = null;
        Console.WriteLine(a & b);
    }
}
