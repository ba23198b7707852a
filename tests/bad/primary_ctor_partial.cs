// error: 5:15
// message: a primary constructor on a partial type is not supported
using System;

partial class C(int x)
{
    public int X => x;
}

class P
{
    static void Main() { Console.WriteLine(new C(1).X); }
}
