// error: 5:7
// message: 'Leaf' does not implement inherited abstract member 'Node.Accept
// errors: 1
abstract class Node { public abstract T Accept<T>(T v); }
class Leaf : Node { }
class P { static void Main() { } }
