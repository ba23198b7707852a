// error: 6:30
// message: nests too deeply
// errors: 1
using System;
using System.Collections.Generic;
class A { public virtual int Walk<T>(int n) { return n == 0 ? 0 : 1 + Walk<List<T>>(n - 1); } }
class B : A { public override int Walk<T>(int n) { return base.Walk<T>(n); } }
class P { static void Main() { Console.WriteLine(new B().Walk<int>(3)); } }
