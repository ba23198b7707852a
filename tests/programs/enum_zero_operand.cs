// The constant 0 beside an enum in ==, !=, <, >, &, | and ^ converts to
// the enum type (C#'s implicit zero conversion): a [Flags] test written
// `(m & M.B) == 0`, on an enum over byte, with 0L and a named constant.
using System;
[Flags] enum M { A = 1, B = 2, C = 4 }
enum S : byte { X, Y }
class P {
    static void Main() {
        M m = M.A | M.C;
        Console.WriteLine((m & M.B) == 0);
        Console.WriteLine(0 != (m & M.C));
        Console.WriteLine(m | 0);
        Console.WriteLine(0 ^ m);
        Console.WriteLine((m & 0) == M.A);
        S s = S.Y;
        Console.WriteLine(s == 0);
        Console.WriteLine(0L == (s & S.X));
        const int zero = 0;
        Console.WriteLine(m != zero);
        Console.WriteLine(m > 0);
    }
}
