// error: 13:13
// message: cannot yield a value in the body of a try block with a catch clause
// errors: 1
using System;
using System.Collections;

class P
{
    static IEnumerable A()
    {
        try
        {
            yield return 1;
        }
        catch (Exception)
        {
        }
        yield break;
    }
    static void Main() { }
}
