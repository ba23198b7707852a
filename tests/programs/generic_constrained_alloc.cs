// alloc: 0-20000
// Constrained calls on a type parameter do not box (issue 16): 200,000
// calls of CompareTo and Equals through IComparable<T>/IEquatable<T>
// constraints with int, double, a user struct and string arguments allocate
// nothing. The console's buffers and the line printed are the run's few
// kilobytes; one box per call would be megabytes. Kiln-only (the header).
using System;

struct Money : IComparable<Money>, IEquatable<Money>
{
    public int C;
    public Money(int c) { C = c; }
    public int CompareTo(Money o) { return C.CompareTo(o.C); }
    public bool Equals(Money o) { return C == o.C; }
}

class P
{
    static T Max<T>(T a, T b) where T : IComparable<T>
    {
        return a.CompareTo(b) >= 0 ? a : b;
    }

    static bool Same<T>(T a, T b) where T : IEquatable<T>
    {
        return a.Equals(b);
    }

    static void Main()
    {
        long s = 0;
        Money m = new Money(0);
        string w = "m";
        for (int i = 0; i < 50000; i++) {
            s += Max(i, 500);
            s += Max((double)i, 2.0) > 1 ? 1 : 0;
            if (Same(i, 7))
                s++;
            m = Max(m, new Money(i % 1000));
            if (Same(m, new Money(999)))
                s++;
            w = Max(w, "k");
        }
        Console.WriteLine(s + " " + m.C + " " + w);
    }
}
