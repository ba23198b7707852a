// error: 12
// message: cannot assign to a member of variable 'v' or use it as the right hand side of a ref assignment because it is a readonly variable
using System;

struct V { public int X; public W In; }
struct W { public int Y; }

class P
{
    static void F(in V v)
    {
        v.In.Y = 4;
    }
    static void Main() { F(new V()); }
}
