// tests/trust/test_trust.py runs this in tiered mode with stdout closed: it
// prints while its hot method and loop are compiled in the background, so a
// compile is in flight while it writes. Descriptor 1 must be /dev/null
// (opened at start-up), not the compiler's next temporary file (which took
// the program's output and failed the compile). The loop is long when
// interpreted (about 4 s; at 10 million iterations it took 0.2 s once the
// interpreter got faster, and a loaded CI machine finished it before the
// first compile did) and short once OSR has compiled it (about 0.4 s).
using System;

class Printer
{
    static int Step(int x) { return x * 3 + 1; }

    static void Main()
    {
        long sum = 0;
        for (int i = 0; i < 200000000; i++) {
            sum += Step(i);
            if (i % 1000 == 0)
                Console.WriteLine("line " + i + " " + sum);
        }
        Console.WriteLine(sum);
    }
}
