// error: 11:9
// message: cannot return a value from an iterator. Use the yield return statement to return a value, or yield break to end the iteration
// errors: 1
using System.Collections;

class P
{
    static IEnumerable A(int n)
    {
        yield return n;
        return null;
    }
    static void Main() { }
}
