// error: 4:54
// message: cannot implicitly convert type 'T' to 'int'
using System;
class Box<T> { public T V; public int Bad() { return V; } }
class P { static void Main() { Console.WriteLine(new Box<int>().Bad()); } }
