// Interface call vs virtual call (docs/interfaces.md): the same small method
// called through an interface and through a virtual slot, on two receiver
// classes alternating, so neither call site can be devirtualized. Prints
// kiln compare figures (NAME VALUE UNIT): ns per call and the ratio.
//   kiln compare bench/ifacecall.cs -- [millions of calls, default 200]
using System;
using System.Diagnostics;

interface IStep { int Step(int x); }
abstract class Stepper { public abstract int Step(int x); }

class Add : Stepper, IStep {
    public override int Step(int x) { return x + 3; }
    int IStep.Step(int x) { return x + 3; }
}
class Xor : Stepper, IStep {
    public override int Step(int x) { return x ^ 5; }
    int IStep.Step(int x) { return x ^ 5; }
}

class IfaceCall {
    static int Virtual(Stepper[] s, int n) {
        int acc = 0;
        for (int i = 0; i < n; i++)
            acc = s[i & 1].Step(acc);
        return acc;
    }
    static int Interface(IStep[] s, int n) {
        int acc = 0;
        for (int i = 0; i < n; i++)
            acc = s[i & 1].Step(acc);
        return acc;
    }
    static void Main(string[] args) {
        int n = (args.Length > 0 ? int.Parse(args[0]) : 200) * 1000000;
        Stepper[] vs = { new Add(), new Xor() };
        IStep[] its = { new Add(), new Xor() };
        Virtual(vs, 1000);      // warm both (tiered: compiled first)
        Interface(its, 1000);
        Stopwatch w = Stopwatch.StartNew();
        int a = Virtual(vs, n);
        double vns = w.ElapsedTicks * 1e9 / Stopwatch.Frequency / n;
        w.Restart();
        int b = Interface(its, n);
        double ins = w.ElapsedTicks * 1e9 / Stopwatch.Frequency / n;
        if (a != b)
            Console.WriteLine("mismatch " + a + " " + b);
        Console.WriteLine("VirtualCall " + Math.Round(vns, 3) + " ns/call");
        Console.WriteLine("InterfaceCall " + Math.Round(ins, 3) + " ns/call");
        Console.WriteLine("InterfaceOverVirtual " + Math.Round(ins / vns, 3) + " x");
    }
}
