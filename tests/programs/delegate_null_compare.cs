// Comparing a delegate with null is a reference test (Delegate.op_Equality(d, null)
// is d is null): fields, locals, events, both operand orders; a delegate
// against another still compares targets and methods.
using System;
class P {
    static event Action E;
    static void Main() {
        Func<int> f = null;
        Console.WriteLine(f == null);
        Console.WriteLine(null != f);
        f = () => 1;
        Console.WriteLine(f != null);
        Console.WriteLine(null == f);
        Console.WriteLine(E == null);
        E += () => Console.WriteLine("e");
        if (E != null) E();
        Func<int> g = () => 1;
        Console.WriteLine(f == g);
    }
}
