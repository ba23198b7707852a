// error: 7:38
// message: cannot use primary constructor parameter 'x' in this context
using System;

class C(int x)
{
    public static int Twice() => 2 * x;
}

class P
{
    static void Main() { Console.WriteLine(C.Twice()); }
}
