// error: 9:17
// message: a local function of a generic method or class whose signature names a constructed type of its type parameters ('System.Collections.Generic.List<T>') is not supported
// errors: 1
using System;
using System.Collections.Generic;
class P {
    static int G<T>(T t)
    {
        List<T> Wrap(int n) { var l = new List<T>(); for (int i = 0; i < n; i++) l.Add(t); return l; }
        return Wrap(2).Count;
    }
    static void Main() { Console.WriteLine(G("s")); }
}
