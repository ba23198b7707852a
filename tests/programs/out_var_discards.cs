// out variable declarations (out var x, out T x) in conditions and
// statements, out discards (out _), discard assignments (_ = e, evaluated
// for its effects), and a method whose out parameters are all discarded.
using System;
class P {
    static bool TryHalf(int x, out int half) { half = x / 2; return x % 2 == 0; }
    static void Two(out int a, out string b) { a = 1; b = "two"; }
    static int Side() { Console.WriteLine("side"); return 5; }
    static void Main() {
        if (TryHalf(10, out var h)) Console.WriteLine("half " + h);
        if (!TryHalf(7, out int h2)) Console.WriteLine("odd, " + h2);
        Two(out _, out var s); Console.WriteLine(s);
        Two(out int n, out _); Console.WriteLine(n);
        _ = Side();
        _ = TryHalf(4, out _);
        int parsed; bool ok = int.TryParse("42", out parsed); Console.WriteLine(ok + " " + parsed);
        Console.WriteLine(int.TryParse("x", out var bad) + " " + bad);
    }
}
