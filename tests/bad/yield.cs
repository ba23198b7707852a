// error: 8:16
// message: the body of 'P.Numbers' cannot be an iterator block because 'int' is not an iterator interface type
// errors: 1
using System;

class P
{
    static int Numbers()
    {
        yield return 1;
    }
    static void Main() { }
}
