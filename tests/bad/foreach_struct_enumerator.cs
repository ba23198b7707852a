// error: 11:50
// message: foreach with a struct enumerator ('E') is not supported
// errors: 1
using System;
struct E {
    int i;
    public bool MoveNext() { return ++i < 3; }
    public int Current { get { return i; } }
}
class Bag { public E GetEnumerator() { return new E(); } }
class P { static void Main() { foreach (var x in new Bag()) Console.WriteLine(x); } }
