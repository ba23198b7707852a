// error: 5:7
// message: 'Sq' does not implement inherited abstract member 'Shape<int>.Area'
// errors: 1
abstract class Shape<T> { public abstract double Area(T scale); }
class Sq : Shape<int> { }
class P { static void Main() { } }
