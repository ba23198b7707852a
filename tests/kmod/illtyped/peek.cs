// The issue-13 reproduction of an ill-typed module: Peek's castclass is
// patched to nops (tests/kmod/ill_typed_run.py), so ldfld A::f15 would read
// past the end of a B. Unpatched, the cast throws.
using System;

class A { public long f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15; }
class B { public int x; }

class P
{
    static long Peek(object o) => ((A)o).f15;

    static void Main()
    {
        try { Console.WriteLine(Peek(new B())); }
        catch (InvalidCastException) { Console.WriteLine("InvalidCastException"); }
    }
}
