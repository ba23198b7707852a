// error: 7:6
// message: the Conditional attribute is not valid on interface members
using System.Diagnostics;

interface I
{
    [Conditional("X")]
    void F();
}

class P
{
    static void Main() { }
}
