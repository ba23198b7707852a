// mono: skip
// Default interface members (C# 8): a class that does not implement a member
// runs the interface's body; its own implementation (implicit or explicit)
// wins; a subclass that lists the interface again re-maps it; structs
// reach the body through their box; properties and indexers with bodies.
using System;

interface IGreet
{
    string Name { get; }
    string Hello() => "Hello " + Name;
    string Bye() { return "Bye " + Name; }
    int Length => Name.Length;
    string this[int i] => Name + "#" + i;
    IGreet Self() => this;
}

class A : IGreet { public string Name => "a"; }
class B : IGreet { public string Name => "bee"; public string Hello() => "Hi from B"; }
class C : IGreet { public string Name => "c"; string IGreet.Bye() => "C says bye"; public int Length => 42; }
class D : A { public string Hello() => "D hello"; }
class E : A, IGreet { public string Hello() => "E hello"; }
struct S : IGreet { public int N; public string Name => "s" + N; }

class P
{
    static void Show(IGreet g)
    {
        Console.WriteLine(g.Hello() + " | " + g.Bye() + " | " + g.Length + " | " + g[3]);
        Console.WriteLine(ReferenceEquals(g.Self(), g));
    }

    static string Twice<T>(T x) where T : IGreet => x.Hello() + "/" + x.Hello();

    static void Main()
    {
        Show(new A());
        Show(new B());
        Show(new C());
        Show(new D());
        Show(new E());
        Show(new S { N = 7 });
        Console.WriteLine(new D().Hello());
        Console.WriteLine(Twice(new A()) + " " + Twice(new S { N = 2 }) + " " + Twice(new B()));
        IGreet[] all = { new A(), new B(), new S() };
        foreach (IGreet g in all)
            Console.Write(g.Hello() + ";");
        Console.WriteLine();
    }
}
