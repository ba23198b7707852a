// error: 6:43
// message: 'Plain': type used in a using statement must be implicitly convertible to 'System.IDisposable'
// errors: 1
using System;
class Plain { }
class P { static void Main() { using (var p = new Plain()) { Console.WriteLine(p); } } }
