// error: 10:15
// message: cannot use variable 'n' as a ref or out value because it is a readonly variable
using System;

class P
{
    static void G(ref int k) { k++; }
    static void F(in int n)
    {
        G(ref n);
    }
    static void Main() { F(1); }
}
