// alloc: 0-40000
// foreach over a List<T> uses its struct enumerator, in place: 20,000 loops
// over a List<int> and a List<Pt> of 100 elements (and indexing, Count and
// Contains-free reads) allocate nothing. The lists' arrays, the console's
// buffers and the strings printed are the run's few kilobytes; one boxed
// enumerator per loop (the IEnumerable<T> path) would add 40,000 objects of
// 32 bytes or more, over 1 MB. Kiln-only (the header); Mono prints the same.
using System;
using System.Collections.Generic;

struct Pt
{
    public int X, Y;
    public Pt(int x, int y) { X = x; Y = y; }
}

class P
{
    static void Main()
    {
        var ints = new List<int>(100);
        var pts = new List<Pt>(100);
        for (int i = 0; i < 100; i++) {
            ints.Add(i);
            pts.Add(new Pt(i, 2 * i));
        }
        long sum = 0;
        for (int k = 0; k < 20000; k++) {
            foreach (int x in ints)
                sum += x;
            foreach (Pt p in pts)
                sum += p.X + p.Y;
            for (int i = 0; i < ints.Count; i++)
                sum -= ints[i];
        }
        Console.WriteLine(sum);
    }
}
