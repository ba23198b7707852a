// Lambdas capturing the variables a declaration inside an expression or a
// clause makes: out variables (changed through the lambda, fresh per
// foreach iteration), catch variables and pattern variables (one changed
// after the capture): each is a cell as any captured local.
using System;
using System.Collections.Generic;

class Shape { public int Sides; }
class P {
    static bool Parse(string s, out int v) { return int.TryParse(s, out v); }
    static int Twice(out int a) { a = 21; return a * 2; }
    static void Main() {
        // out variables: in a condition, changed by the lambda, in an expression statement
        if (Parse("12", out var n)) {
            Func<int> get = () => n;
            Action bump = () => n += 100;
            bump();
            Console.WriteLine(n + " " + get());
        }
        var r = Twice(out int a);
        Func<int> ga = () => a + r;
        a = 1;
        Console.WriteLine(ga());
        // fresh per loop iteration
        var fs = new List<Func<string>>();
        foreach (var s in new[] { "1", "x", "3" })
            if (int.TryParse(s, out var v)) fs.Add(() => s + "=" + v);
        foreach (var f in fs) Console.Write(f() + " ");
        Console.WriteLine();

        // catch variables
        var handlers = new List<Action>();
        for (int i = 0; i < 2; i++) {
            try { if (i == 0) throw new InvalidOperationException("first"); throw new ArgumentException("second"); }
            catch (InvalidOperationException e) { handlers.Add(() => Console.WriteLine("ioe " + e.Message)); }
            catch (Exception e) { handlers.Add(() => Console.WriteLine("any " + e.GetType().Name)); }
        }
        foreach (var h in handlers) h();

        // pattern variables, one changed after the capture
        object[] objs = { 5, "str", 2.5, new Shape { Sides = 4 } };
        var ps = new List<Func<string>>();
        foreach (var o in objs) {
            if (o is int iv) ps.Add(() => "int " + (iv + 1));
            if (o is string sv && sv.Length > 2) ps.Add(() => "string " + sv.ToUpper());
            else if (o is double dv) ps.Add(() => "double " + dv * 2);
            else if (o is Shape sh) { ps.Add(() => "shape " + sh.Sides); sh = new Shape { Sides = 9 }; }
        }
        foreach (var p in ps) Console.WriteLine(p());
    }
}
