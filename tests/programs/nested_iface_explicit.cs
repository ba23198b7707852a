// Explicit implementations of interfaces nested in an enclosing class,
// private ones included, named simply or qualified; a nested generic
// interface; the interface of a base class's nesting.
using System;
using System.Collections.Generic;

class Outer
{
    interface I { int M(); string Name { get; } }
    protected interface IG<T> { T Make(int n); }

    class C : I
    {
        int I.M() => 1;
        string Outer.I.Name => "c";
        public int N() => ((I)this).M() + 1;
    }

    protected class D : IG<string>, I
    {
        string IG<string>.Make(int n) => new string('d', n);
        int Outer.I.M() => 4;
        string I.Name { get { return "d"; } }
    }

    public static void Run()
    {
        I i = new C();
        Console.WriteLine(i.M() + " " + i.Name + " " + new C().N());
        IG<string> g = new D();
        I j = new D();
        Console.WriteLine(g.Make(3) + " " + j.M() + " " + j.Name);
    }
}

class Derived : Outer
{
    class E : IG<int> { int IG<int>.Make(int n) => n * 10; }
    public static void Go() { IG<int> e = new E(); Console.WriteLine(e.Make(5)); }
}

class P
{
    static void Main()
    {
        Outer.Run();
        Derived.Go();
    }
}
