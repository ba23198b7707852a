// typeof(T) and GetType(): .NET's run-time names (System.Int32,
// N.Outer+Inner, List`1[System.Int32], arrays), Type.Name, Namespace
// (null in the global namespace), FullName, ToString(), == and != and
// Equals between Types, GetType() of objects, boxed primitives, enums and
// structs, typeof(T) in a generic class's instance, System.RuntimeType.
using System;
using System.Collections.Generic;
namespace Geo { class Outer { public class Inner { } } struct Pt { public int X; } enum Color { Red } }
class Box<T> { public Type Arg() { return typeof(T); } }
class P
{
  static void Main() {
    Console.WriteLine(typeof(int) + " " + typeof(string).Name + " " + typeof(int).Namespace + " " + typeof(int).FullName);
    Console.WriteLine(typeof(List<int>) + " | " + typeof(List<int>).Name + " | " + typeof(List<int>).Namespace);
    Console.WriteLine(typeof(Dictionary<string, List<int>>).ToString() + " " + typeof(int[]).Name + " " + typeof(List<int>[]).Name);
    Console.WriteLine(typeof(Geo.Outer.Inner) + " " + typeof(Geo.Outer.Inner).Name + " " + typeof(Geo.Outer.Inner).Namespace + " " + typeof(Geo.Pt).FullName);
    Console.WriteLine(typeof(P).Namespace == null);
    object o = new List<int>();
    Console.WriteLine(o.GetType() == typeof(List<int>));
    Console.WriteLine(o.GetType() == typeof(List<string>));
    Console.WriteLine(5.GetType() + " " + "s".GetType().Name + " " + Geo.Color.Red.GetType() + " " + new Geo.Pt().GetType().Name);
    Console.WriteLine(new Box<double>().Arg() + " " + new Box<Geo.Pt>().Arg());
    Console.WriteLine(typeof(int).GetType() + " " + typeof(void) + " " + typeof(int[,]) + " " + typeof(Geo.Outer.Inner[]));
    Type t = typeof(string);
    Console.WriteLine(t.Equals(typeof(string)) + " " + (t != typeof(object)) + " " + (t.GetHashCode() == typeof(string).GetHashCode()));
    Console.WriteLine(new Box<int>().GetType() + " " + new Box<int>().GetType().Name + " " + (new Box<int>().GetType() == typeof(Box<int>)));
    object[] things = { 1, "two", 3.0, Geo.Color.Red, new List<int>(), new int[0], 'c', 4L };
    foreach (object x in things)
    {
        Type tx = x.GetType();
        string kind = tx == typeof(int) ? "int" : tx == typeof(string) ? "string" : tx == typeof(Geo.Color) ? "enum" :
                      tx.Name == "List`1" ? "list" : tx.Name.EndsWith("[]") ? "array" : "other " + tx.Name;
        Console.Write(kind + "; ");
    }
    Console.WriteLine();
    Console.WriteLine(typeof(Geo.Color).IsGenericType + " " + typeof(List<int>).IsGenericType + " " + typeof(int[]).IsArray + " " + typeof(List<int>).IsArray);
  }
}
