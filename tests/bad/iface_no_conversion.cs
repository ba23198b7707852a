// error: 6:43
// message: cannot implicitly convert type 'Box' to 'IShape'
// errors: 2
interface IShape { double Area(); }
sealed class Box { }
class P { static void Main() { IShape s = new Box(); object o = (IShape)new Box(); } }
