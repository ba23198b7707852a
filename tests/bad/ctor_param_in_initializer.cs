// error: 7:20
// message: the name 'x' does not exist in the current context
using System;

class C
{
    public int f = x;   // an ordinary constructor's parameters are not in scope here
    public C(int x) { }
}

class P
{
    static void Main() { Console.WriteLine(new C(5).f); }
}
