// mono: skip
// Field-by-field definite assignment (C# 9.4.1) where mcs differs from
// C#: tuple locals assigned element by element (by ItemN and by name),
// deconstruction into a struct's fields, and a field of a struct without
// fields, which is always assigned (mcs asks for it to be assigned).
using System;

struct Empty
{
    public override string ToString() => "empty";
}

struct WithEmpty
{
    public int V;
    public Empty E;
}

struct Pair
{
    public int A;
    public string B;
}

class P
{
    static (int, string) Make() => (7, "seven");

    static void Main()
    {
        (int, string) t;
        t.Item1 = 1;
        t.Item2 = "one";
        Console.WriteLine(t);

        (int x, int y) named;
        named.x = 2;
        named.y = named.x * 3;
        Console.WriteLine(named.x + named.y);

        Pair p;
        (p.A, p.B) = Make();
        Console.WriteLine(p.A + " " + p.B);

        Pair q;
        (q.A, q.B) = (q2(), "q");
        Console.WriteLine(q.A + q.B);

        WithEmpty w;
        w.V = 3;
        Console.WriteLine(w.V + " " + w.E);
        WithEmpty w2 = w;
        Console.WriteLine(w2.V);

        Empty e;
        Console.WriteLine(e);
    }

    static int q2() => 2;
}
