// error: 10:18
// message: newline in constant
// errors: 1
using System;

class P
{
    static void Main()
    {
        char c = 'a;
    }
}
