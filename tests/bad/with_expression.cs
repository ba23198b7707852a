// error: 10:21
// message: `with` expressions (records, C# 9) are not supported
// errors: 1
struct Point { public int X, Y; }
class P
{
    static void Main()
    {
        Point a = new Point();
        Point b = a with { X = 1 };
        System.Console.WriteLine(b.X);
    }
}
