// mono: skip
// C# 10's extended property patterns: `{ A.B: p }` is `{ A: { B: p } }`,
// so each member on the path must be non-null for the pattern to match;
// paths mix with plain members, go through structs and tuples, and bind
// variables (`{ Next.A.B: var b }`).
// Expected output worked out by hand (mcs has no C# 10 patterns).
using System;

class Inner { public int B; public string Name = "abc"; }

class Outer
{
    public Inner A;
    public Outer Next;
    public (int X, int Y) T;
}

class Program
{
    static string Kind(Outer o) => o switch
    {
        { A.B: 1 } => "b1",
        { A.Name.Length: > 3 } => "long name",
        { Next.A.B: var b } => "next " + b,
        { A: null } => "no A",
        _ => "other",
    };

    static void Main()
    {
        var o = new Outer { A = new Inner { B = 1 } };
        Console.WriteLine(Kind(o));
        o.A.B = 2;
        o.A.Name = "abcd";
        Console.WriteLine(Kind(o));
        o.A.Name = "ab";
        Console.WriteLine(Kind(o));
        o.Next = new Outer { A = new Inner { B = 9 } };
        Console.WriteLine(Kind(o));
        o.Next = new Outer();
        Console.WriteLine(Kind(o));
        Console.WriteLine(Kind(new Outer()));
        var t = new Outer { T = (1, 2) };
        Console.WriteLine(t is { T.X: 1, T.Y: > 1, A: null });
        object x = t;
        if (x is Outer { T.Y: var y } whole)
            Console.WriteLine(y + " " + (whole == t));
    }
}
