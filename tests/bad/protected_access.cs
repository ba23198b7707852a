// error: 15:11
// message: Guarded
using System;

class Base
{
    protected void Guarded() { }
}

class P
{
    static void Main()
    {
        Base b = new Base();
        b.Guarded();
    }
}
