// Type.BaseType as .NET reports it, from typeof and from GetType():
// arrays derive from System.Array, enums from System.Enum, structs,
// primitives and Nullable<T> from System.ValueType, delegates from
// System.MulticastDelegate, a class from its base (System.Object when it
// names none), a nested or generic class likewise; System.Object and
// interfaces have none (null). The chain is walked to the top.
using System;
using System.Collections.Generic;

enum Colour { Red }
struct Point { public int X; }
class Shape { }
class Circle : Shape { }
sealed class Unit : Circle { }
interface IDrawable { }
delegate int Transform(int x);

class Program
{
    class Inner { }

    static string Describe(Type t)
    {
        Type b = t.BaseType;
        return t + " : " + (b == null ? "(none)" : b.ToString());
    }

    static void Main()
    {
        Type[] types = {
            typeof(int[]), new string[2, 2].GetType(), typeof(Colour), Colour.Red.GetType(),
            typeof(Point), typeof(double), typeof(int?), typeof(Shape), new Unit().GetType(),
            typeof(List<string>), new Dictionary<int, Point>().GetType(), typeof(Inner),
            typeof(Transform), typeof(string), typeof(object), typeof(IDrawable),
            typeof(InvalidOperationException), typeof(KeyNotFoundException),
        };
        foreach (Type t in types)
            Console.WriteLine(Describe(t));

        string chain = "";
        for (Type t = typeof(Unit); t != null; t = t.BaseType)
            chain += (chain.Length > 0 ? " -> " : "") + t.Name;
        Console.WriteLine(chain);
        Console.WriteLine(new int[0].GetType().BaseType == typeof(Array));
        Console.WriteLine(typeof(Circle).BaseType == typeof(Shape));
    }
}
