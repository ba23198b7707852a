// error: 4:27
// message: default interface methods are not supported (an interface member with a body)
// errors: 1
interface IShape { double Area() { return 0; } }
class P { static void Main() { } }
