// error: 15:11
// message: init-only property or indexer 'Point.X' can only be assigned in an object initializer, or on 'this' or 'base' in an instance constructor or an 'init' accessor
// errors: 1
class Point
{
    public int X { get; init; }
    public Point(Point other) { X = other.X; }
}
class P
{
    static void Main()
    {
        var a = new Point(new Point(null)) { X = 1 };
        var b = a;
        b.X = 2;
    }
}
