using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using static System.String;
class Bag : IEnumerable<string> {
  public IEnumerator<string> GetEnumerator() { yield return "u"; yield return null; yield return "w"; }
  IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
}
struct S { public int V; public override string ToString() => "S" + V; }
// string.Join and string.Concat over generic sequences: arrays of value
// types, interfaces, user collections, iterators, groupings, nullable
// elements, structs with ToString (StringJoin's Join<T>, in String's
// method group, using static too); an ArrayList takes params object[].
class P {
  static string J<T>(IEnumerable<T> xs) => string.Join("/", xs);
  static void Main() {
    var words = new[] { "apple", "avocado", "banana" };
    foreach (var g in words.GroupBy(w => w[0])) Console.WriteLine(g.Key + ": " + string.Join(",", g));
    Console.WriteLine(string.Join(" ", words.OrderBy(w => w.Length).ThenBy(w => w)));
    Console.WriteLine(string.Concat("hello".Reverse()));
    Console.WriteLine(string.Join("+", new Bag()));
    Console.WriteLine(string.Join(",", new int?[] { 1, null, 3 }));
    Console.WriteLine(string.Join(",", new List<S> { new S { V = 1 }, new S { V = 2 } }));
    Console.WriteLine(J(new HashSet<int> { 5, 6 }));
    Console.WriteLine(string.Join(';', new Dictionary<string, int> { ["a"] = 1 }));
    Console.WriteLine(string.Join(",", new SortedSet<char> { 'z', 'a' }));
    Console.WriteLine(string.Join(",", new Queue<double>(new[] { 1.5, 2.25 })));
    Console.WriteLine(string.Join(",", new object[] { 1, "x", null }));
    IEnumerable<object> objs = new List<object> { 1, 'c' };
    Console.WriteLine(string.Join("|", objs));
    Console.WriteLine(string.Concat(new List<string> { "a", "b" }));
    Console.WriteLine(string.Join(",", new ArrayList { 1, 2 }));   // params object[]: the type name
    Console.WriteLine(string.Join(",", (IEnumerable)new List<int> { 3 }));
    Console.WriteLine(Join("+", new Stack<int>(new[] { 1, 2 })) + Concat(new[] { 'o', 'k' }));
    try { Console.WriteLine(string.Join(",", (List<int>)null)); } catch (ArgumentNullException e) { Console.WriteLine(e.ParamName); }
  }
}
