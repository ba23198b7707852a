// error: 7:46
// message: cannot use primary constructor parameter 'x' in this context
using System;

class C(int x)
{
    public C() : this(1) { Console.WriteLine(x); }
    public int X => x;
}

class P
{
    static void Main() { Console.WriteLine(new C().X); }
}
