// error: 16:9
// message: use of unassigned local variable 's'
// errors: 1
using System;
struct S
{
    public int F;
    public int Prop { get; set; }
}
class P
{
    static void Main()
    {
        S s;
        s.F = 1;
        s.Prop = 2;
        Console.WriteLine(s.F);
    }
}
