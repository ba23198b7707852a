// error: 5:11
// message: 'X' cannot derive from special class 'System.Enum'
// errors: 1
using System;
class X : Enum { }
class P { static void Main() { } }
