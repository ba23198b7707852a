// error: 5:32
// message: the type 'int' must be a reference type in order to use it as parameter 'T' in the generic type or method 'H<T>'
using System;
class H<T> where T : class { }
class P { static void Main() { H<int> h = null; Console.WriteLine(h == null); } }
