// error: 5:7
// message: 'Box' does not implement interface member 'IShape.Area()'. 'Box.Area()' cannot implement an interface member because it is not public.
// errors: 1
interface IShape { double Area(); }
class Box : IShape
{
    double Area() { return 1; }
    static void Main() { }
}
