// mono: skip
// UnionBy, IntersectBy, ExceptBy (.NET 6; mcs lacks them and records: the
// output is checked by hand against .NET's documented rules): the second
// sequence of IntersectBy/ExceptBy is keys; results distinct by key, in
// first-sequence order; a comparer; the null argument's name.
using System;
using System.Collections.Generic;
using System.Linq;
record Person(string Name, int Age);
class P {
  static void Main() {
    var a = new[] { new Person("Ann", 30), new Person("Bob", 25), new Person("Cid", 30), new Person("Dee", 41) };
    var b = new[] { new Person("Eve", 25), new Person("Fay", 52) };
    Console.WriteLine(string.Join(",", a.ExceptBy(new[] { 30 }, p => p.Age).Select(p => p.Name)));
    Console.WriteLine(string.Join(",", a.IntersectBy(new[] { 30, 41, 7 }, p => p.Age).Select(p => p.Name)));
    Console.WriteLine(string.Join(",", a.UnionBy(b, p => p.Age).Select(p => p.Name)));
    Console.WriteLine(string.Join(",", new[] { 1, 2, 3, 4, 5, 6 }.ExceptBy(new[] { 2 }, x => x % 3)));
    Console.WriteLine(string.Join(",", new[] { 1, 2, 3, 4, 5, 6 }.IntersectBy(new[] { 0, 1 }, x => x % 3)));
    Console.WriteLine(string.Join(",", new[] { "a", "B", "c" }.UnionBy(new[] { "A", "b", "D" }, s => s, StringComparer.OrdinalIgnoreCase)));
    Console.WriteLine(string.Join(",", new[] { "a", "B", "c" }.ExceptBy(new[] { "b" }, s => s.ToLower(), StringComparer.Ordinal)));
    try { a.ExceptBy(null, p => p.Age).ToList(); } catch (ArgumentNullException e) { Console.WriteLine(e.ParamName); }
  }
}
