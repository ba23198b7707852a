// error: 5:14
// message: type 'B' in interface list is not an interface
// errors: 1
class B { }
class C : B, B { static void Main() { } }
