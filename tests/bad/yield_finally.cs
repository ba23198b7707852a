// error: 17:13
// message: cannot yield in the body of a finally clause
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
        finally
        {
            yield break;
        }
    }
    static void Main() { }
}
