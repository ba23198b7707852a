// error: 6:14
// message: base class 'B' must come before any interfaces
// errors: 1
interface I { }
class B { }
class C : I, B { static void Main() { } }
