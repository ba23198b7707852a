// Closure creation (docs/delegates.md "Closures"): a loop whose body makes
// a lambda capturing three of its locals and a parameter, and invokes it.
// The body's locals are one scope instance per iteration: one display
// object and the delegate each time (a cell per variable before). Prints
// kiln compare figures (NAME VALUE UNIT): ns per closure made and called.
//   kiln compare bench/closure.cs -- [millions of closures, default 20]
using System;
using System.Diagnostics;

class ClosureBench {
    static long Run(int p, int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            int a = i & 7, b = i >> 3;
            long c = acc & 15;
            Func<int, long> f = x => a + b + c + p + x;
            acc += f(1);
        }
        return acc;
    }
    static void Main(string[] args) {
        int n = (args.Length > 0 ? int.Parse(args[0]) : 20) * 1000000;
        Run(1, 1000);   // warm (tiered: compiled first)
        Stopwatch w = Stopwatch.StartNew();
        long r = Run(3, n);
        double ns = w.ElapsedTicks * 1e9 / Stopwatch.Frequency / n;
        Console.WriteLine("check " + r);
        Console.WriteLine("ClosureMakeCall " + Math.Round(ns, 2) + " ns/closure");
    }
}
