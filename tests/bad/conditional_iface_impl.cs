// error: 10:7
// message: conditional member 'P.F()' cannot implement interface member 'I.F()' in type 'P'
using System.Diagnostics;

interface I
{
    void F();
}

class P : I
{
    [Conditional("X")]
    public void F() { }
    static void Main() { }
}
