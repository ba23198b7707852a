// Interface mapping as C# binds it: a base's implementation is inherited
// (a 'new' method does not re-implement), re-implementation by listing the
// interface again, explicit beside public members, abstract classes,
// interface arrays (covariance, ArrayTypeMismatch), null receivers,
// conditional and ?? joins of different classes to an interface.
using System;
interface IGreet { string Hello(); }
interface ILoud : IGreet { string Shout(); }
class A : IGreet { public string Hello() { return "A.Hello"; } }
class B : A { public new string Hello() { return "B.Hello"; } }
class C : A, IGreet { public new string Hello() { return "C.Hello"; } }
class D : ILoud {
    public string Hello() { return "D.Hello"; }
    string ILoud.Shout() { return "D.SHOUT"; }
    public string Shout() { return "D.shout (public)"; }
}
abstract class Base : IGreet { public abstract string Hello(); }
class Impl : Base { public override string Hello() { return "Impl.Hello"; } }
class X { }
class P {
    static IGreet field;
    static string Call(IGreet g) { return g.Hello(); }
    static void Main() {
        Console.WriteLine(Call(new A()));
        Console.WriteLine(Call(new B()));
        Console.WriteLine(Call(new C()));
        Console.WriteLine(Call(new D()));
        Console.WriteLine(Call(new Impl()));
        ILoud l = new D();
        Console.WriteLine(l.Shout() + " " + new D().Shout() + " " + l.Hello());
        field = new B();
        Console.WriteLine(field.Hello() + " " + ((B)field).Hello());
        bool flag = Console.Out != null;
        IGreet pick2 = flag ? (IGreet)new C() : new D();
        Console.WriteLine(pick2.Hello());
        IGreet[] arr = new IGreet[3];
        arr[0] = new A(); arr[1] = new D(); arr[2] = new Impl();
        object[] objs = arr;
        for (int i = 0; i < arr.Length; i++) Console.WriteLine(i + ": " + arr[i].Hello() + " " + (objs[i] is ILoud));
        ILoud[] louds = { new D() };
        IGreet[] gs = louds;
        Console.WriteLine(gs[0].Hello() + " " + (gs is ILoud[]) + " " + ((object)arr is ILoud[]));
        try { objs[0] = new X(); } catch (ArrayTypeMismatchException) { Console.WriteLine("mismatch"); }
        IGreet nul = null;
        try { nul.Hello(); } catch (NullReferenceException) { Console.WriteLine("NRE"); }
        Console.WriteLine(nul is IGreet);
        Console.WriteLine((nul as ILoud) == null);
        object o = new X();
        IGreet g2 = o as IGreet;
        Console.WriteLine(g2 == null);
        IGreet g3 = (IGreet)(object)new A();
        Console.WriteLine(g3.Hello() + " " + g3.Equals(g3) + " " + (g3.GetHashCode() == g3.GetHashCode()));
        Console.WriteLine(g3 == (IGreet)g3);
        Q.Run();
    }
}
class Q {
    public static void Run() {
        IGreet n = null;
        IGreet g = n ?? new D();
        Console.WriteLine(g.Hello());
        A a = null;
        IGreet g2 = (IGreet)a ?? new C();
        Console.WriteLine(g2.Hello());
        IGreet[] arrs = Console.Out != null ? new A[] { new A() } : (IGreet[])new D[0];
        Console.WriteLine(arrs.Length + arrs[0].Hello());
    }
}
