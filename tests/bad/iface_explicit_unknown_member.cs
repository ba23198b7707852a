// error: 7:19
// message: 'Box.IShape.Volume()' in explicit interface declaration is not found among members of the interface that can be implemented
// errors: 2
interface IShape { double Area(); }
class Box : IShape
{
    double IShape.Volume() { return 1; }
    static void Main() { }
}
