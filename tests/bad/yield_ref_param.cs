// error: 8:34
// message: iterators cannot have ref, in or out parameters
// errors: 1
using System.Collections;

class P
{
    static IEnumerable A(ref int x)
    {
        yield return x;
    }
    static void Main() { }
}
