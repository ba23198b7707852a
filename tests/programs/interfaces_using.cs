// using statements: a declaration list disposed in reverse order, an
// expression resource (null is skipped), return and exceptions through the
// finally, an interface-typed resource.
using System;
class Res : IDisposable {
    string name;
    public Res(string n) { name = n; Console.WriteLine("open " + n); }
    public void Dispose() { Console.WriteLine("dispose " + name); }
    public void Use() { Console.WriteLine("use " + name); }
}
class P {
    static int Early(bool b) {
        using (var r = new Res("early")) {
            if (b) return 1;
            r.Use();
        }
        return 2;
    }
    static void Main() {
        using (Res a = new Res("a"), b = new Res("b")) { a.Use(); b.Use(); }
        Res n = null;
        using (n) { Console.WriteLine("null resource"); }
        using (new Res("expr")) Console.WriteLine("body");
        Console.WriteLine(Early(true) + " " + Early(false));
        try {
            using (var t = new Res("throw")) { throw new InvalidOperationException("boom"); }
        } catch (InvalidOperationException e) { Console.WriteLine("caught " + e.Message); }
        IDisposable d = new Res("iface");
        using (d) { }
        Console.WriteLine("done");
    }
}
