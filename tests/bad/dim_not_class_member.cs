// error: 6:51
// message: 'A' does not contain a definition for 'Hello'
// errors: 1
interface IGreet { string Hello() => "hi"; }
class A : IGreet { }
class P { static void Main() { string s = new A().Hello(); } }
