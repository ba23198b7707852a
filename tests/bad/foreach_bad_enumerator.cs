// error: 7:50
// message: foreach requires that the return type 'E' of 'Bag.GetEnumerator()' must have a suitable public 'MoveNext' method and public 'Current' property
// errors: 1
using System;
class E { public bool MoveNext() { return false; } }
class Bag { public E GetEnumerator() { return new E(); } }
class P { static void Main() { foreach (var x in new Bag()) Console.WriteLine(x); } }
