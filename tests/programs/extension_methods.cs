// Extension methods: on string, int (a literal and a local), a generic
// List<T> (inferred and with a lambda), an interface, a struct, a class
// whose subclass has an instance method of the name (instance members
// win); in a namespace brought in by `using` and in the global namespace;
// called as a static method too (docs/delegates.md).
using System;
using System.Collections.Generic;
using Util;

namespace Util
{
    public static class StrExt
    {
        public static string Shout(this string s) { return s.ToUpper() + "!"; }
        public static int Twice(this int n) { return n * 2; }
        public static bool IsEven(this int n) => n % 2 == 0;
        public static T FirstOr<T>(this List<T> xs, T dflt) { return xs.Count > 0 ? xs[0] : dflt; }
        public static List<TR> Map<T, TR>(this List<T> xs, Func<T, TR> f) { var r = new List<TR>(); for (int i = 0; i < xs.Count; i++) r.Add(f(xs[i])); return r; }
        public static string Describe(this IShape s) { return "shape with area " + s.Area(); }
        public static int Sum(this Pt p) { return p.X + p.Y; }
        public static string Name(this Animal a) { return "animal"; }
    }
}

public interface IShape { int Area(); }
class Sq : IShape { public int Area() { return 9; } }
public struct Pt { public int X, Y; public Pt(int x, int y) { X = x; Y = y; } }
public class Animal { }
public class Dog : Animal { public string Name() { return "dog (instance)"; } }

static class Local
{
    public static int Len(this string s) => s.Length;
}

class P {
    static void Main() {
        Console.WriteLine("hi".Shout());
        Console.WriteLine(21.Twice());
        int k = 4;
        Console.WriteLine(k.IsEven() + " " + 7.IsEven());
        var l = new List<int>(); l.Add(5);
        Console.WriteLine(l.FirstOr(0) + " " + new List<string>().FirstOr("none"));
        var m = l.Map(x => "#" + x);
        Console.WriteLine(m[0]);
        Console.WriteLine(new Sq().Describe());
        Console.WriteLine(new Pt(3, 4).Sum());
        Console.WriteLine(new Dog().Name() + " / " + ((Animal)new Dog()).Name());
        Console.WriteLine("abc".Len());
        Console.WriteLine(StrExt.Shout("static"));
    }
}
