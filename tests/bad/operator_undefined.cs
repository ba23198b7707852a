// error: 13:61
// message: operator '*' cannot be applied to operands of type 'V' and 'V'
// errors: 1
using System;

struct V
{
    public static V operator +(V a, V b) { return a; }
}

class P
{
    static void Main() { V a = new V(); Console.WriteLine(a * a); }
}
