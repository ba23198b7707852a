// args: 20000 3
// Loop-heavy Main for the tiered-versus-jit benchmark (bench/tiered_bench.py):
// long loops in a method entered once, calling a small helper and reading
// an array, so tiered mode reaches compiled code only by on-stack
// replacement of Main's frame. Usage: tier_loop [N] [ROUNDS]: ROUNDS timed
// rounds of N iterations; prints a checksum, `TierLoop_Iter VALUE ns/op`
// for the median round (steady-state throughput) and `TierLoop_Total VALUE
// ms` for all rounds (warm-up included).
using System;
using System.Diagnostics;

class TierLoop
{
    static int Mix(int h, int v) { return (h ^ v) * 16777619; }

    static string Fixed3(long v) { return (v / 1000) + "." + (v % 1000 / 100) + (v % 100 / 10) + (v % 10); }

    static int Main(string[] args)
    {
        int n = args.Length > 0 ? int.Parse(args[0]) : 20000000;
        int rounds = args.Length > 1 ? int.Parse(args[1]) : 15;
        if (n < 1) n = 1;
        if (rounds < 1) rounds = 1;
        int[] data = new int[1024];
        for (int i = 0; i < data.Length; i++) data[i] = i * 7 + 1;
        long[] ns = new long[rounds];
        int h = -2128831035;
        long odd = 0;
        Stopwatch total = Stopwatch.StartNew();
        for (int r = 0; r < rounds; r++)
        {
            Stopwatch sw = Stopwatch.StartNew();
            for (int i = 0; i < n; i++)
            {
                h = Mix(h, data[i & 1023]);
                if ((h & 3) == 1) odd += i & 15;
            }
            sw.Stop();
            ns[r] = sw.ElapsedTicks * 1000000000L / Stopwatch.Frequency;
        }
        total.Stop();
        for (int i = 1; i < rounds; i++)   // insertion sort: the median round
            for (int j = i; j > 0 && ns[j] < ns[j - 1]; j--) { long t = ns[j]; ns[j] = ns[j - 1]; ns[j - 1] = t; }
        Console.WriteLine("hash " + h + " odd " + odd);
        Console.WriteLine("TierLoop_Iter " + Fixed3(ns[rounds / 2] * 1000 / n) + " ns/op");
        Console.WriteLine("TierLoop_Total " + Fixed3(total.ElapsedTicks * 1000000L / Stopwatch.Frequency) + " ms");
        return 0;
    }
}
