// mono: skip
// C# 12's using alias of a tuple type: the alias names the tuple with its
// element names, as a local's, a parameter's, a return's and a list's
// element type; the names read and deconstruct as the tuple's own.
// Expected output worked out by hand (mcs has no C# 12).
using System;
using System.Collections.Generic;
using Range2 = (int Low, int High);
using Named = (string Name, double Score);

class Program
{
    static Range2 Widen(Range2 r, int by) => (r.Low - by, r.High + by);

    static void Main()
    {
        Range2 r = (3, 7);
        Range2 w = Widen(r, 2);
        Console.WriteLine(w.Low + ".." + w.High + " " + w);
        var (lo, hi) = w;
        Console.WriteLine(hi - lo);

        List<Named> scores = new() { ("ann", 9.5), ("bob", 7.25) };
        scores.Add(("cy", 8));
        double total = 0;
        foreach (Named n in scores)
        {
            Console.WriteLine(n.Name.PadRight(4) + n.Score);
            total += n.Score;
        }
        Console.WriteLine(total + " " + (r == (3, 7)));
    }
}
