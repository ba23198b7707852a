// Multi-dimensional arrays T[,], T[,,], T[,,,]: creation with sizes and
// with initializers (also new[,] { ... } and empty ones), element get/set,
// compound assignment, ++/--, ref to an element, GetLength,
// GetUpperBound, GetLowerBound, Rank, Length, foreach in row-major order,
// fields, statics, parameters and results, in generic classes, arrays of arrays in both
// directions, ToString() (.NET's type name), and the exceptions:
// IndexOutOfRangeException for an index outside its dimension (after the
// assigned value is evaluated) or a bad dimension, OverflowException for a
// negative size, NullReferenceException for a null array.
using System;

class Box<T>
{
    public T[,] Cells = new T[2, 2];
    public T Get(int i, int j) => Cells[i, j];
    public static T First(T[,] a) => a[0, 0];
}

class Grid
{
    public char[,] Cells;
    static int[,] shared = new int[3, 3];

    public Grid(int h, int w)
    {
        Cells = new char[h, w];
        for (int i = 0; i < h; i++)
            for (int j = 0; j < w; j++)
                Cells[i, j] = '.';
    }

    public static int Sum(int[,] m)
    {
        int s = 0;
        for (int i = 0; i <= m.GetUpperBound(0); i++)
            for (int j = 0; j < m.GetLength(1); j++)
                s += m[i, j];
        return s;
    }

    static int[,] Make(int n)
    {
        var r = new int[n, n];
        for (int i = 0; i < n; i++)
            r[i, i] = i + 1;
        return r;
    }

    static void Bump(ref int x) { x += 100; }

    static int Say(int v) { Console.WriteLine("value " + v); return v; }

    static void Main()
    {
        int[,] a = { { 1, 2, 3 }, { 4, 5, 6 } };
        Console.WriteLine(a[1, 2] + " " + a.Length + " " + a.Rank + " " + a.GetLength(0) + " " + a.GetLength(1));
        a[0, 1] += 10;
        a[1, 0]++;
        Console.WriteLine(a[0, 1] + " " + a[1, 0]);
        foreach (int x in a)
            Console.Write(x + ",");
        Console.WriteLine();

        double[,,] c = new double[2, 3, 4];
        c[1, 2, 3] = 1.5;
        c[0, 0, 0] -= 2;
        Console.WriteLine(c[1, 2, 3] + " " + c[0, 0, 0] + " " + c.Length + " " + c.Rank + " " + c.GetUpperBound(2) + " " + c.GetLowerBound(1));
        Console.WriteLine(a);
        Console.WriteLine(c.ToString());

        string[,] s = new string[2, 2];
        s[1, 1] = "hi";
        Console.WriteLine(s[1, 1] + (s[0, 0] == null));
        var m = new[,] { { 1L, 2 }, { 3, 4 } };
        Console.WriteLine(m[1, 1] + " " + m);
        int[,,,] q = new int[2, 2, 2, 2];
        q[1, 0, 1, 1] = 7;
        q[1, 0, 1, 1] *= 6;
        Console.WriteLine(q[1, 0, 1, 1] + " " + q.Length + " " + q.Rank + " " + q);
        int[][,] jag = new int[2][,];
        jag[0] = new int[1, 2];
        jag[0][0, 1] = 9;
        Console.WriteLine(jag[0][0, 1] + " " + jag[0] + " " + jag[1]);
        int[,][] mj = new int[1, 2][];
        mj[0, 1] = new int[] { 5, 6 };
        Console.WriteLine(mj[0, 1][1] + " " + (mj[0, 0] == null) + " " + mj);

        var g = new Grid(2, 3);
        g.Cells[1, 2] = '#';
        for (int i = 0; i < 2; i++) {
            for (int j = 0; j < 3; j++)
                Console.Write(g.Cells[i, j]);
            Console.WriteLine();
        }
        Console.WriteLine(Sum(Make(4)));
        shared[1, 1] = 5;
        shared[2, 2] += 3;
        shared[1, 1] <<= 2;
        Console.WriteLine(Sum(shared));
        int[,] mm = Make(3);
        Bump(ref mm[2, 2]);
        Console.WriteLine(mm[2, 2] + " " + mm[0, 0]++ + " " + ++mm[0, 0] + " " + mm[0, 0]--);
        object o = mm;
        Console.WriteLine(o.ToString() + " " + (o == (object)mm) + " " + (mm != null));
        string[,] names = { { "a", "b" }, { "c", "d" } };
        names[0, 1] += "x";
        foreach (var n in names)
            Console.Write(n);
        Console.WriteLine();
        bool[,] flags = new bool[2, 2];
        flags[1, 0] = true;
        Console.WriteLine(flags[1, 0] + " " + flags[0, 1]);
        long[,] big = { { long.MaxValue } };
        Console.WriteLine(big[0, 0]);
        int[,] empty = new int[0, 5];
        Console.WriteLine(empty.Length + " " + empty.GetLength(1));
        int[,] e2 = { };
        Console.WriteLine(e2.Length + " " + e2.GetLength(0) + " " + e2.GetLength(1));
        foreach (int x in empty)
            Console.WriteLine("never");

        var box = new Box<string>();
        box.Cells[1, 1] = "boxed";
        Console.WriteLine(box.Get(1, 1) + " " + box.Cells + " " + Box<long>.First(new long[,] { { 8 } }));

        try { a[2, 0] = Say(1); } catch (IndexOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { Console.WriteLine(a[0, Say(-1)]); } catch (IndexOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { a.GetLength(2); } catch (IndexOutOfRangeException e) { Console.WriteLine("GetLength: " + e.Message); }
        try { a.GetLowerBound(-1); } catch (IndexOutOfRangeException e) { Console.WriteLine("GetLowerBound: " + e.Message); }
        try { int n = -1; var z = new int[2, n]; Console.WriteLine(z.Length); } catch (OverflowException) { Console.WriteLine("overflow"); }
        int[,] nul = null;
        try { nul[0, 0] = Say(2); } catch (NullReferenceException) { Console.WriteLine("null store"); }
        try { Console.WriteLine(nul.Length); } catch (NullReferenceException) { Console.WriteLine("null length"); }
        try { foreach (int x in nul) Console.WriteLine(x); } catch (NullReferenceException) { Console.WriteLine("null foreach"); }
    }
}
