// error: 9:18
// message: newline in constant
using System;

class P
{
    static void Main()
    {
        char c = 'a;
    }
}
