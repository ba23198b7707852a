// error: 11:9
// message: use of possibly unassigned field 'X'
// errors: 1
struct Point { public int X, Y; }
class P
{
    static void Main()
    {
        Point p;
        p.Y = 1;
        p.X += p.Y;
        System.Console.WriteLine(p.X);
    }
}
