// The type of ?: and ?? follows C#: int and long branches give long, a null
// branch takes the other's reference type, and chains nest to the right.
using System;

class Animal { public virtual string Name() { return "animal"; } }
class Cat : Animal { public override string Name() { return "cat"; } }

class ConditionalTypes
{
    static string Kind(int x) { return "int"; }
    static string Kind(long x) { return "long"; }
    static string Kind(double x) { return "double"; }

    static void Main()
    {
        bool t = true, f = false;
        Console.WriteLine(Kind(t ? 1 : 2L));
        Console.WriteLine(Kind(f ? 1 : 2));
        Console.WriteLine(Kind(t ? 1 : 2.5));
        string s = f ? "yes" : null;
        Console.WriteLine(s == null);
        Animal a = t ? new Cat() : new Animal();
        Console.WriteLine(a.Name());
        Animal b = f ? null : new Cat();
        Console.WriteLine(b.Name());
        string n1 = null, n2 = null, v = "v";
        Console.WriteLine(n1 ?? n2 ?? v);
        Console.WriteLine((n1 ?? "x") + (v ?? "y"));
        int depth = 0;
        Console.WriteLine(depth > 1 ? "deep" : depth > 0 ? "one" : "none");
        char c = t ? 'a' : 'b';
        Console.WriteLine(c);
        Console.WriteLine(Kind(t ? 'a' : 'b'));
    }
}
