// error: 12:6
// message: because it is an override method
using System.Diagnostics;

class B
{
    public virtual void M() { }
}

class D : B
{
    [Conditional("X")]
    public override void M() { }
    static void Main() { }
}
