// alloc: 0-40000
// mono: skip
// Value tuples are structs: 100,000 calls returning a tuple, literals,
// element access by name, deconstruction into new and existing variables
// (a swap) and a deconstruction from a struct's Deconstruct, all in a
// loop, allocate nothing. The console's buffers and the strings printed
// are the run's few kilobytes; one boxed tuple per iteration would add
// over 2 MB. Kiln-only (the header); mcs lacks deconstruction.
using System;

struct Span2
{
    public int A, B;
    public Span2(int a, int b) { A = a; B = b; }
    public void Deconstruct(out int a, out int b) { a = A; b = B; }
}

class Program
{
    static (int q, int r) DivRem(int x, int y) => (x / y, x % y);

    static (long sum, int count) Step((long sum, int count) acc, int v) => (acc.sum + v, acc.count + 1);

    static void Main()
    {
        long total = 0;
        var acc = (sum: 0L, count: 0);
        int a = 1, b = 2;
        for (int i = 1; i <= 100000; i++)
        {
            var (q, r) = DivRem(i, 7);
            total += q + r;
            var t = DivRem(i, 3);
            total += t.q * t.r;
            acc = Step(acc, i);
            (a, b) = (b, a);
            var (x, y) = new Span2(i, a);
            total += x - y;
        }
        Console.WriteLine(total);
        Console.WriteLine(acc.sum + " " + acc.count + " " + a + " " + b);
    }
}
