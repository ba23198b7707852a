// error: 9:19
// message: access modifiers are not allowed on static constructors
// errors: 1
using System;

class P
{
    static int x;
    public static P() { x = 1; }
    static void Main() { Console.WriteLine(x); }
}
