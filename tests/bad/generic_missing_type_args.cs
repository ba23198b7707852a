// error: 5:32
// message: using the generic type 'Box' requires 1 type argument
using System;
class Box<T> { public T V; }
class P { static void Main() { Box b = null; Console.WriteLine(b == null); } }
