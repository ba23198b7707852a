// error: 12:18
// message: use of possibly unassigned field 'X'
// errors: 1
struct Point { public int X, Y; }
class P
{
    static void Bump(ref int v) { v++; }
    static void Main()
    {
        Point p;
        p.Y = 1;
        Bump(ref p.X);
        System.Console.WriteLine(p.Y);
    }
}
