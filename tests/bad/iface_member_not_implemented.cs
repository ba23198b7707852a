// error: 6:7
// message: 'Box' does not implement interface member 'IShape.Area(int)'
// errors: 1
interface IShape { double Area(int scale); string Name { get; } }

class Box : IShape
{
    public string Name { get { return "box"; } }
    public double Area(long scale) { return 1; }
    static void Main() { }
}
