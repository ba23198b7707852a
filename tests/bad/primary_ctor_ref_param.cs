// error: 7:23
// message: cannot use ref, out, or in primary constructor parameter 'x' inside an instance member
using System;

class C(ref int x)
{
    public int X() => x;
}

class P
{
    static void Main() { int a = 1; Console.WriteLine(new C(ref a).X()); }
}
