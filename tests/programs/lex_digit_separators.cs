// mono: skip-output
// Digit separators in integer and real literals. (Mono 6.8's mcs misreads
// them, e.g. 1_0 as 100, so only Kiln checks this output.)
using System;

class LexDigitSeparators
{
    static void Main()
    {
        Console.WriteLine(1_000_000);
        Console.WriteLine(1_0);
        Console.WriteLine(12_345L);
        Console.WriteLine(0xFF_FF);
        Console.WriteLine(0x_10);
        Console.WriteLine(4_294_967_295U);
        Console.WriteLine(1_000.5);
    }
}
