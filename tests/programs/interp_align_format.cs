// Interpolated strings with alignment and format: {x,8:F2}, {x,-8},
// {n:D6}/{n:X}/{n,6:x4}, N0/E2/P1/custom formats, a const alignment
// (expression too), strings, null, objects, enums and bools padded (their
// format ignored where .NET ignores it), verbatim $@, and a bad format's
// FormatException.
using System;
class P {
    enum Color { Red }
    class Pt { public override string ToString() => "pt"; }
    static void Main() {
        double x = 3.14159; int n = 42; long big = 1234567890123; string s = "ab"; string nul = null;
        Console.WriteLine($"[{x,8:F2}] [{x,-8:F3}] [{n,5}] [{n,-5}] [{n:D6}] [{n:X}] [{n,6:x4}]");
        Console.WriteLine($"[{big:N0}] [{s,4}] [{s,-4}|] [{nul,3}] [{nul}] [{new Pt(),-4}] [{Color.Red,5}]");
        Console.WriteLine($"[{x:E2}] [{0.5:P1}] [{n,0}] [{true,6}] [{'c',3}] [{x:0.00}] [{s:whatever}]");
        const int W = -6;
        Console.WriteLine($"[{n,W}] [{n,W + 10:D3}] {{literal}} [{(n > 40 ? "big" : "small"),7}]");
        Console.WriteLine($@"[{n,3}]
[{x:F1}]");
        try { Console.WriteLine($"{n:Q}"); } catch (FormatException e) { Console.WriteLine("format: " + e.Message); }
    }
}
