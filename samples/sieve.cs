// args: 100000 3 --check
// The codegen-quality kernel of BENCHMARKS.md: the sieve of Eratosthenes,
// repeated. Tight integer loops over a bool array (bounds checks, no
// allocation or call inside the timed loops), so the figure is what the
// generated code costs; bench/sieve.c is the same work in C (the floor).
// Usage: sieve [N] [REPEAT] [--check]. Prints the number of primes below N
// (every pass must find the same count), then `Sieve_Pass VALUE ms` (one
// pass) and `Sieve_Mark VALUE ns/op` (per number sieved); with --check the
// timing lines are replaced by `NAME ok` so the output is deterministic.
using System;
using System.Diagnostics;

class Sieve
{
    static int CountPrimes(bool[] composite, int n)
    {
        for (int i = 0; i < n; i++) composite[i] = false;
        int count = 0;
        for (int i = 2; i < n; i++)
        {
            if (composite[i]) continue;
            count++;
            for (long j = (long)i * i; j < n; j += i) composite[(int)j] = true;
        }
        return count;
    }

    static string Fixed(long tenths100) { return (tenths100 / 100) + "." + (tenths100 % 100 / 10) + (tenths100 % 10); }

    static int Main(string[] args)
    {
        int n = 2000000, repeat = 10, positional = 0;
        bool check = false;
        for (int i = 0; i < args.Length; i++)
        {
            if (args[i] == "--check") check = true;
            else if (positional++ == 0) n = int.Parse(args[i]);
            else repeat = int.Parse(args[i]);
        }
        if (n < 2) n = 2;
        if (repeat < 1) repeat = 1;
        bool[] composite = new bool[n];
        int first = CountPrimes(composite, n);
        int bad = 0;
        Stopwatch sw = Stopwatch.StartNew();
        for (int r = 0; r < repeat; r++)
            if (CountPrimes(composite, n) != first) bad++;
        sw.Stop();
        Console.WriteLine("primes below " + n + ": " + first);
        if (bad != 0)
        {
            Console.WriteLine("CHECK FAILED: " + bad + " passes disagree");
            return 1;
        }
        if (check)
        {
            Console.WriteLine("Sieve_Pass ok");
            Console.WriteLine("Sieve_Mark ok");
            return 0;
        }
        long ns = sw.ElapsedTicks * 1000000000L / Stopwatch.Frequency;
        if (ns <= 0) ns = 1;
        Console.WriteLine("Sieve_Pass " + Fixed(ns / repeat / 10000) + " ms");
        Console.WriteLine("Sieve_Mark " + Fixed(ns * 100 / ((long)repeat * n)) + " ns/op");
        return 0;
    }
}
