// args: 100000 --check
// Issue 16's List<T> benchmark: summing a List<int> of N elements (default
// 10 million) by index and by foreach (its struct enumerator) against
// summing an int[] of the same N, each sum repeated 10 times. Prints the
// sums (which depend only on N) and `NAME VALUE UNIT` figures for
// `kiln compare` (docs/compare.md): the milliseconds each part took, the
// best of three rounds. The goal: the List sums within 1.3x of the array's.
// Usage: listsum [N] [--check]; --check prints `NAME ok` instead of timings.
using System;
using System.Collections.Generic;
using System.Diagnostics;

class ListSum
{
    static bool checkOnly;

    static void Report(string name, long ms)
    {
        if (checkOnly)
            Console.WriteLine(name + " ok");
        else
            Console.WriteLine(name + " " + ms + " ms");
    }

    static long SumArray(int[] a)
    {
        long s = 0;
        for (int i = 0; i < a.Length; i++)
            s += a[i];
        return s;
    }

    static long SumListIndex(List<int> l)
    {
        long s = 0;
        for (int i = 0; i < l.Count; i++)
            s += l[i];
        return s;
    }

    static long SumListForeach(List<int> l)
    {
        long s = 0;
        foreach (int x in l)
            s += x;
        return s;
    }

    // The best of three rounds of 10 sums by method `which`; total: the sum.
    static long Time(int which, int[] a, List<int> l, out long total)
    {
        long best = long.MaxValue;
        total = 0;
        for (int round = 0; round < 3; round++) {
            Stopwatch sw = Stopwatch.StartNew();
            long t = 0;
            for (int rep = 0; rep < 10; rep++)
                t += which == 0 ? SumArray(a) : which == 1 ? SumListIndex(l) : SumListForeach(l);
            sw.Stop();
            if (sw.ElapsedMilliseconds < best)
                best = sw.ElapsedMilliseconds;
            total = t;
        }
        return best;
    }

    static void Main(string[] args)
    {
        int n = 10000000;
        foreach (string arg in args) {
            if (arg == "--check")
                checkOnly = true;
            else
                n = int.Parse(arg);
        }
        int[] a = new int[n];
        List<int> l = new List<int>(n);
        uint seed = 2463534242;
        for (int i = 0; i < n; i++) {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            int v = (int)(seed % 1000);
            a[i] = v;
            l.Add(v);
        }
        long ta, tl, tf;
        long msArray = Time(0, a, l, out ta);
        long msIndex = Time(1, a, l, out tl);
        long msForeach = Time(2, a, l, out tf);
        Console.WriteLine("n " + n + ": array " + ta + ", list " + tl + ", foreach " + tf);
        if (ta != tl || ta != tf) {
            Console.WriteLine("sums differ");
            Environment.Exit(1);
        }
        Report("ListSum_Array", msArray);
        Report("ListSum_ListIndex", msIndex);
        Report("ListSum_ListForeach", msForeach);
    }
}
