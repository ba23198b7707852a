// Generic virtual call vs plain virtual call (docs/generics.md, "Generic
// virtual methods"): the same small method called through a virtual slot,
// through a generic virtual method's slot (Step<int>), and through a
// generic interface method (IStep.Step<int>), on two receiver classes
// alternating, so no call site can be devirtualized. Prints kiln compare
// figures (NAME VALUE UNIT): ns per call and the ratios.
//   kiln compare bench/gvmcall.cs -- [millions of calls, default 200]
using System;
using System.Diagnostics;

interface IStep { T Step<T>(T x, int k); }
abstract class Stepper {
    public abstract int Plain(int x, int k);
    public abstract T Step<T>(T x, int k);
}

class Add : Stepper, IStep {
    public override int Plain(int x, int k) { return k == 0 ? 0 : x; }
    public override T Step<T>(T x, int k) { return k == 0 ? default(T) : x; }
    T IStep.Step<T>(T x, int k) { return k == 0 ? default(T) : x; }
}
class Keep : Stepper, IStep {
    public override int Plain(int x, int k) { return k == 1 ? 0 : x; }
    public override T Step<T>(T x, int k) { return k == 1 ? default(T) : x; }
    T IStep.Step<T>(T x, int k) { return k == 1 ? default(T) : x; }
}

class GvmCall {
    static int Virtual(Stepper[] s, int n) {
        int acc = 0;
        for (int i = 0; i < n; i++)
            acc += s[i & 1].Plain(i, 2);
        return acc;
    }
    static int GenericVirtual(Stepper[] s, int n) {
        int acc = 0;
        for (int i = 0; i < n; i++)
            acc += s[i & 1].Step<int>(i, 2);
        return acc;
    }
    static int GenericInterface(IStep[] s, int n) {
        int acc = 0;
        for (int i = 0; i < n; i++)
            acc += s[i & 1].Step<int>(i, 2);
        return acc;
    }
    static double Time(Func<int> f, int n, out int r) {
        Stopwatch w = Stopwatch.StartNew();
        r = f();
        return w.ElapsedTicks * 1e9 / Stopwatch.Frequency / n;
    }
    static void Main(string[] args) {
        int n = (args.Length > 0 ? int.Parse(args[0]) : 200) * 1000000;
        Stepper[] vs = { new Add(), new Keep() };
        IStep[] its = { new Add(), new Keep() };
        Virtual(vs, 1000);      // warm all three (tiered: compiled first)
        GenericVirtual(vs, 1000);
        GenericInterface(its, 1000);
        int a, b, c;
        double vns = Time(() => Virtual(vs, n), n, out a);
        double gns = Time(() => GenericVirtual(vs, n), n, out b);
        double ins = Time(() => GenericInterface(its, n), n, out c);
        if (a != b || b != c)
            Console.WriteLine("mismatch " + a + " " + b + " " + c);
        Console.WriteLine("VirtualCall " + Math.Round(vns, 3) + " ns/call");
        Console.WriteLine("GenericVirtualCall " + Math.Round(gns, 3) + " ns/call");
        Console.WriteLine("GenericInterfaceCall " + Math.Round(ins, 3) + " ns/call");
        Console.WriteLine("GenericVirtualOverVirtual " + Math.Round(gns / vns, 3) + " x");
        Console.WriteLine("GenericInterfaceOverVirtual " + Math.Round(ins / vns, 3) + " x");
    }
}
