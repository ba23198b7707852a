// error: 6:50
// message: foreach statement cannot operate on variables of type 'Bag' because 'Bag' does not contain a public instance or extension definition for 'GetEnumerator'
// errors: 1
using System;
class Bag { }
class P { static void Main() { foreach (var x in new Bag()) Console.WriteLine(x); } }
