// mono: skip
// C# 10's natural type of lambdas and method groups (mcs has none): var
// takes Func<...> or Action<...>, explicit return types, one-method groups
// (static, instance, generic with type arguments, a local function), the
// conversion to object and Delegate (which a delegate parameter beats), T
// inferred from it, an implicitly typed array and an anonymous type of
// them, and GetType(): the delegate type, not the class Kiln derives.
using System;

class P {
    int k = 10;
    static int Twice(int x) => 2 * x;
    int AddK(int x) => x + k;
    static void Hello() => Console.WriteLine("hello");
    static T Id<T>(T x) => x;
    static void Run(Delegate d) => Console.WriteLine("Delegate " + d);
    static void Run(Func<int> f) => Console.WriteLine("Func " + f());
    static void Show(object o) => Console.WriteLine(o);
    static void Kind<T>(T x) => Console.WriteLine(typeof(T).Name);

    static void Main() {
        var f = (int x) => x + 1;
        var a = () => Console.WriteLine("hi");
        var h = (int x, int y) => { return x * y; };
        var k = int (int x) => x;
        var s = string (int n) => new string('*', n);
        var t = static long (int x) => x * 2L;
        var maybe = (bool b) => b ? "yes" : null;
        var an = delegate (int x) { return x - 1; };
        Console.WriteLine(f(2) + " " + h(6, 7) + " " + k(5) + " " + s(3) + " " + t(21) + " " + maybe(true) + " " + an(1));
        a();
        Console.WriteLine(f);
        Console.WriteLine(a);

        var g = Twice;
        var hello = Hello;
        var ak = new P().AddK;
        var id = Id<string>;
        int Triple(int y) => y * 3;
        var tr = Triple;
        hello();
        Console.WriteLine(g(4) + " " + ak(1) + " " + id("id") + " " + tr(2));
        Console.WriteLine(id);
        Console.WriteLine(f.GetType() + " " + g.GetType().Name + " " + (tr.GetType() == typeof(Func<int, int>)));

        Delegate d = (int x) => x;
        object o = () => "o";
        Console.WriteLine(d);
        Console.WriteLine(o);
        Run(() => 5);
        Run((string x) => x);
        Show((int x, string y) => y);
        Show(Twice);
        Func<int, int> copy = f;
        Console.WriteLine(copy(10));
        Kind((int x, int y) => x < y);
        var fs = new[] { (int x) => x, Twice, f };
        Console.WriteLine(fs[1](5) + " " + fs.GetType());
        var op = new { Name = "sq", F = (int x) => x * x };
        Console.WriteLine(op.F(7) + " " + op);
    }
}
