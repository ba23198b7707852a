// Definite assignment of struct locals field by field (C# 9.4.1): a
// struct local is assigned once each of its instance fields is (nested
// structs' fields too), through branches, loops, switch, try/finally,
// out arguments and deconstruction; a field may be read once it is
// assigned; a struct out parameter may be assigned field by field.
using System;

struct Point
{
    public int X;
    public int Y;
    public override string ToString() => "(" + X + ", " + Y + ")";
    public int Sum() => X + Y;
}

struct Line
{
    public Point A;
    public Point B;
    public string Name;
}

struct Holder
{
    public int? Maybe;
    public string Text;
}

struct Cell<T>
{
    public T Value;
    public bool Set;
}

class P
{
    static int calls;

    static bool Flip() => ++calls % 2 == 1;

    static void Store(out int v, int x) { v = x; }

    static void MakePoint(out Point p, int x, int y)
    {
        p.X = x;
        if (x > y)
            p.Y = x;
        else
            p.Y = y;
        Console.WriteLine("made " + p.X + " " + p.Y);
    }

    static Cell<T> MakeCell<T>(T v)
    {
        Cell<T> c;
        c.Value = v;
        c.Set = true;
        return c;
    }

    static void Main()
    {
        Point p;
        p.X = 1;
        Console.WriteLine(p.X);
        p.Y = 2;
        Console.WriteLine(p.X + p.Y);
        Console.WriteLine(p);
        Console.WriteLine(p.Sum());

        Line l;
        l.A.X = 3;
        l.A.Y = 4;
        Console.WriteLine(l.A);
        l.B = p;
        l.Name = "line";
        Line copy = l;
        Console.WriteLine(copy.Name + " " + copy.A + " " + copy.B);

        Point q;
        if (Flip()) {
            q.X = 10;
            q.Y = 11;
        } else {
            q.Y = 12;
            q.X = 13;
        }
        Console.WriteLine(q);

        Point r;
        r.X = 0;
        for (int i = 1; i <= 4; i++)
            r.X += i;
        r.Y = r.X * 2;
        Console.WriteLine(r);

        Point s;
        Store(out s.X, 5);
        Store(out s.Y, s.X + 1);
        Console.WriteLine(s);

        Point t;
        MakePoint(out t, 7, 3);
        Console.WriteLine(t);

        Point u;
        try {
            u.X = 20;
        } finally {
            u.Y = 21;
        }
        Console.WriteLine(u);

        Point v;
        v.X = 1;
        switch (v.X) {
        case 1: v.Y = 100; break;
        default: v.Y = 200; break;
        }
        Console.WriteLine(v);

        Point w;
        w.X = w.Y = 9;
        w.X++;
        w.Y -= 2;
        Console.WriteLine(w);

        Point z;
        z.X = 30;
        while (true) {
            z.Y = 31;
            break;
        }
        Console.WriteLine(z);

        Holder h;
        h.Maybe = 5;
        h.Text = "five";
        Console.WriteLine(h.Maybe.HasValue + " " + h.Maybe.Value + " " + h.Text.Length);

        Cell<string> c = MakeCell("cell");
        Console.WriteLine(c.Value + " " + c.Set);

        Point lam;
        lam.X = 40;
        Func<int> get = () => lam.X;
        Console.WriteLine(get());
        Func<int> build = () => { Point k; k.X = 1; k.Y = 2; return k.Sum(); };
        Console.WriteLine(build());
    }
}
