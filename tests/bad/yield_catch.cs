// error: 17:13
// message: cannot yield a value in the body of a catch clause
// errors: 1
using System;
using System.Collections;

class P
{
    static IEnumerable A()
    {
        try
        {
            yield break;
        }
        catch (Exception)
        {
            yield return 1;
        }
    }
    static void Main() { }
}
