// error: 4:39
// message: interfaces cannot contain instance fields
// errors: 1
interface IShape { double Area(); int count; }
class P { static void Main() { } }
