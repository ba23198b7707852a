// args: 20000 --check
// Issue 16's Dictionary benchmarks: N inserts into a Dictionary<int,int>
// then 4 N lookups (half of them misses), and word counting with a
// Dictionary<string,int> over N generated words (default N 2 million, the
// words drawn from a 5,000-word vocabulary made by a seeded generator).
// Then the distinct words through a HashSet<string>, sorted in a List<string>.
// Prints the results (which depend only on N) and `NAME VALUE UNIT`
// figures for `kiln compare` (docs/compare.md): the milliseconds each part
// took. The goal: both ahead of Mono (`kiln compare samples/dictbench.cs
// --peer mono`).
// Usage: dictbench [N] [--check]; --check prints `NAME ok` instead of timings.
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Text;

class DictBench
{
    static bool checkOnly;
    static uint seed = 88172645;

    static uint Next()
    {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        return seed;
    }

    static void Report(string name, Stopwatch sw)
    {
        if (checkOnly)
            Console.WriteLine(name + " ok");
        else
            Console.WriteLine(name + " " + sw.ElapsedMilliseconds + " ms");
    }

    static long IntInsertLookup(int n)
    {
        Dictionary<int, int> d = new Dictionary<int, int>();
        for (int i = 0; i < n; i++)
            d[i * 7] = i;
        long hits = 0, sum = 0;
        for (int r = 0; r < 4; r++) {
            for (int i = 0; i < n; i++) {
                int v;
                if (d.TryGetValue(i * (r % 2 == 0 ? 7 : 3), out v)) {
                    hits++;
                    sum += v;
                }
            }
        }
        Console.WriteLine("ints: " + d.Count + " keys, " + hits + " hits, sum " + sum);
        return sum;
    }

    static string[] Vocabulary(int size)
    {
        string[] words = new string[size];
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < size; i++) {
            sb.Length = 0;
            int len = 3 + (int)(Next() % 8);
            for (int k = 0; k < len; k++)
                sb.Append((char)('a' + Next() % 26));
            words[i] = sb.ToString();
        }
        return words;
    }

    static void WordCount(int n)
    {
        string[] vocab = Vocabulary(5000);
        string[] text = new string[n];
        for (int i = 0; i < n; i++) {
            uint a = Next() % 5000, b = Next() % 5000;
            text[i] = vocab[a < b ? a : b];   // skewed toward the first words
        }
        Stopwatch sw = Stopwatch.StartNew();
        Dictionary<string, int> counts = new Dictionary<string, int>();
        foreach (string w in text) {
            int c;
            counts.TryGetValue(w, out c);
            counts[w] = c + 1;
        }
        sw.Stop();
        string top = null;
        int best = 0;
        foreach (KeyValuePair<string, int> kv in counts) {
            if (kv.Value > best || (kv.Value == best && string.CompareOrdinal(kv.Key, top) < 0)) {
                best = kv.Value;
                top = kv.Key;
            }
        }
        Console.WriteLine("words: " + counts.Count + " distinct, most frequent '" + top + "' " + best + " times");
        Report("Dict_WordCount", sw);
        DistinctSorted(text);
    }

    // The distinct words through a HashSet<string>, then sorted ordinally
    // in a List<string>: with the Dictionary above, the program the issue's
    // AOT size goal names (List, Dictionary and HashSet under 1 MiB).
    static void DistinctSorted(string[] text)
    {
        Stopwatch sw = Stopwatch.StartNew();
        HashSet<string> seen = new HashSet<string>();
        List<string> distinct = new List<string>();
        foreach (string w in text)
            if (seen.Add(w))
                distinct.Add(w);
        distinct.Sort(string.CompareOrdinal);
        sw.Stop();
        Console.WriteLine("sorted: " + distinct.Count + " words, '" + distinct[0] + "' to '" + distinct[distinct.Count - 1] + "'");
        Report("Set_DistinctSorted", sw);
    }

    static void Main(string[] args)
    {
        int n = 2000000;
        foreach (string arg in args) {
            if (arg == "--check")
                checkOnly = true;
            else
                n = int.Parse(arg);
        }
        Stopwatch sw = Stopwatch.StartNew();
        IntInsertLookup(n);
        sw.Stop();
        Report("Dict_IntInsertLookup", sw);
        WordCount(n);
    }
}
