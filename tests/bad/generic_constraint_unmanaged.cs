// error: 4:24
// message: generic constraint 'unmanaged' is not supported
using System;
class Box<T> where T : unmanaged { public T V; }
class P { static void Main() { } }
