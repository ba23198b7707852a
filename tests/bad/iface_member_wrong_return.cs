// error: 5:7
// message: 'Box' does not implement interface member 'IShape.Area()'. 'Box.Area()' cannot implement 'IShape.Area()' because it does not have the matching return type of 'double'.
// errors: 1
interface IShape { double Area(); }
class Box : IShape
{
    public int Area() { return 1; }
    static void Main() { }
}
