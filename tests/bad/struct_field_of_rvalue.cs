// error: 11:33
// message: cannot modify 'X': its struct receiver is not a variable
// errors: 1
using System;

struct Pt { public int X; }

class P
{
    static Pt Make() { return new Pt(); }
    static void Main() { Make().X = 1; }
}
