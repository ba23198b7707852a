// error: 7:16
// message: generic instantiation of 'Depth' nests too deeply (more than 16 levels or 20000 instances; polymorphic recursion is not supported)
using System;
class Box<T> { public T V; }
class P
{
    static int Depth<T>(int n) { if (n == 0) return 0; return 1 + Depth<Box<T>>(n - 1); }
    static void Main() { Console.WriteLine(Depth<int>(3)); }
}
