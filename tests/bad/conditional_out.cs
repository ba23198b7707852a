// error: 7:6
// message: conditional member 'F' cannot have an out parameter
using System.Diagnostics;

class P
{
    [Conditional("X")]
    static void F(out int x) { x = 1; }
    static void Main() { }
}
