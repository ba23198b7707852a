// mono: skip-output
// A failed cast to an interface throws InvalidCastException with .NET's
// message (Mono prints "Specified cast is not valid."); unboxing-style casts
// of null pass, `as` gives null.
using System;
interface IA { int F(); }
interface IB : IA { }
class Only : IA { public int F() { return 1; } }
class P {
    static void Main() {
        object o = new Only();
        try { IB b = (IB)o; Console.WriteLine(b.F()); }
        catch (InvalidCastException e) { Console.WriteLine(e.Message); }
        try { IA a = (IA)(object)"text"; Console.WriteLine(a.F()); }
        catch (InvalidCastException e) { Console.WriteLine(e.Message); }
        IA n = (IA)(object)null;
        Console.WriteLine(n == null);
        Console.WriteLine(((IA)o).F());
    }
}
