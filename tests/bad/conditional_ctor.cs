// error: 7:6
// message: attribute 'Conditional' is not valid on this declaration type
using System.Diagnostics;

class P
{
    [Conditional("X")]
    public P() { }
    static void Main() { }
}
