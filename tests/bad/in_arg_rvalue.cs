// error: 11
// message: an expression cannot be used in this context because it may not be passed or returned by reference
using System;

struct V { public int X; }

class P
{
    static V Make() { return new V(); }
    static int F(in int n) { return n; }
    static void Main() { F(in Make().X); }
}
