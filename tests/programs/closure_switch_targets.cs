// C# 9's target typing of switch expressions and conditionals whose results
// have no type in common (lambdas, method groups, null): arms converted to
// the declaration's type, lambdas in arms capturing the arm's pattern
// variables, and switch-statement case variables captured (one changed
// after the capture). Mono 6.8's mcs has neither feature: the expected
// output follows C#'s rules, checked by hand.
// mono: skip
using System;
using System.Collections.Generic;

class Pt { public int X, Y; }
class P {
    static void Main() {
        object[] objs = { 5, "str", 2.5, new Pt { X = 1, Y = 2 }, "ab" };
        var ps = new List<Func<string>>();
        foreach (var o in objs) {
            switch (o) {
                case string sv when sv.Length > 2: ps.Add(() => "string " + sv.ToUpper()); break;
                case double dv: ps.Add(() => "double " + dv * 2); break;
                case Pt { X: var x, Y: > 1 } pt: ps.Add(() => "pt " + x + pt.Y); x = 7; break;
                case int iv: ps.Add(() => "int " + iv); iv++; break;
            }
            Func<string> f = o switch {
                int n when n > 3 => () => "big " + n,
                string s => () => "s " + s.Length,
                _ => () => "other",
            };
            ps.Add(f);
        }
        foreach (var p in ps) Console.WriteLine(p());
        bool b = false;
        Func<int, int> fc = b ? x => x + 1 : Dbl;
        int? n2 = b ? 1 : null;
        object ob = b ? "s" : 5;
        Console.WriteLine(fc(4) + " " + n2.HasValue + " " + ob);
        Func<int, int> g = b switch { true => Dbl, false => x => x - 1 };
        Console.WriteLine(g(10));
    }
    static int Dbl(int x) { return x * 2; }
}
