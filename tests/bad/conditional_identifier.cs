// error: 7:6
// message: the argument to the 'Conditional' attribute must be a valid identifier
using System.Diagnostics;

class P
{
    [Conditional("A B")]
    static void F() { }
    static void Main() { }
}
