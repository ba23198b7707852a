// error: 9:9
// message: cannot assign to variable 'n' or use it as the right hand side of a ref assignment because it is a readonly variable
using System;

class P
{
    static int F(in int n)
    {
        n = 4;
        return n;
    }
    static void Main() { Console.WriteLine(F(1)); }
}
