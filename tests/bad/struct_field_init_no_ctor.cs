// error: 6:8
// message: a 'struct' with field initializers must include an explicitly declared constructor
// errors: 1
using System;

struct S
{
    public int X = 1;
    public int Y = 2;
}

class P { static void Main() { Console.WriteLine(new S().X); } }
