// error: 7:6
// message: the Conditional attribute is not valid on 'F' because its return type is not void
using System.Diagnostics;

class P
{
    [Conditional("X")]
    static int F() { return 1; }
    static void Main() { }
}
