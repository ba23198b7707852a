// error: 5:43
// message: cannot create an instance of the abstract type or interface 'IShape'
// errors: 1
interface IShape { double Area(); }
class P { static void Main() { object o = new IShape(); } }
