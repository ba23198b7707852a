// error: 9:9
// message: yield
using System;

class P
{
    static int Numbers()
    {
        yield return 1;
    }
    static void Main() { }
}
