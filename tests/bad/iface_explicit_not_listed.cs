// error: 7:19
// message: 'Box.IShape.Area': containing type does not implement interface 'IShape'
// errors: 1
interface IShape { double Area(); }
class Box
{
    double IShape.Area() { return 1; }
    static void Main() { }
}
