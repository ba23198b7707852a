// error: 9:16
// message: anonymous methods, lambda expressions, query expressions, and local functions inside structs cannot access instance members of 'this'
// errors: 1
using System;
struct Point {
    public int X;
    public Func<int> Shift(int d)
    {
        return () => X + d;   /* X is this.X: refused; d alone is a capture (lambda_capture_no_this.cs) */
    }
}
class P { static void Main() { Console.WriteLine(new Point().Shift(1)()); } }
