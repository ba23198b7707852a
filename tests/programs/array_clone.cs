// mono: skip-output
// Array.Clone(): a shallow copy of any array, typed object; cast back to
// the array type. Multi-dimensional arrays keep their shape, and a cast
// from object to T[,] checks the element type and rank. ICloneable on a
// user class. Expected output from Mono, but for the two InvalidCastException
// messages, which are .NET 8's (Mono: "Specified cast is not valid.").
using System;

class Box
{
    public int V;
    public Box(int v) { V = v; }
    public override string ToString() { return "Box(" + V + ")"; }
}

class Sheep : ICloneable
{
    public string Name;
    public Sheep(string n) { Name = n; }
    public object Clone() { return new Sheep(Name + " II"); }
}

struct Pt
{
    public int X, Y;
    public Pt(int x, int y) { X = x; Y = y; }
}

class Program
{
    static int[] made;
    static int[] Make()
    {
        Console.WriteLine("Make");
        made = new int[] { 7, 8 };
        return made;
    }

    static void Main()
    {
        int[] a = { 1, 2, 3 };
        int[] b = (int[])a.Clone();
        b[0] = 100;
        Console.WriteLine(string.Join(",", a) + " | " + string.Join(",", b));
        Console.WriteLine(ReferenceEquals(a, b) + " " + b.Length);

        object o = a.Clone();
        Console.WriteLine(o.GetType() + " " + (o is int[]));

        string[] s = { "x", "y" };
        var s2 = (string[])s.Clone();
        s2[1] = "z";
        Console.WriteLine(s[1] + s2[1]);

        Box[] boxes = { new Box(1), new Box(2) };
        Box[] copy = (Box[])boxes.Clone();
        copy[0].V = 42;             // shallow: the same Box objects
        copy[1] = new Box(9);
        Console.WriteLine(boxes[0] + " " + boxes[1] + " " + copy[0] + " " + copy[1]);
        Console.WriteLine(ReferenceEquals(boxes[0], copy[0]));

        Pt[] pts = { new Pt(1, 2) };
        Pt[] pts2 = (Pt[])pts.Clone();
        pts2[0].X = 5;
        Console.WriteLine(pts[0].X + " " + pts2[0].X);

        int[] empty = new int[0];
        Console.WriteLine(((int[])empty.Clone()).Length);

        int[] m = (int[])Make().Clone();
        Console.WriteLine(m[1] + " " + ReferenceEquals(m, made));

        int[][] jag = { new int[] { 1 }, new int[] { 2, 3 } };
        int[][] jag2 = (int[][])jag.Clone();
        jag2[1][0] = 20;
        Console.WriteLine(jag[1][0] + " " + ReferenceEquals(jag[0], jag2[0]));

        int[,] g = { { 1, 2, 3 }, { 4, 5, 6 } };
        int[,] g2 = (int[,])g.Clone();
        g2[1, 2] = 60;
        Console.WriteLine(g[1, 2] + " " + g2[1, 2] + " " + g2.GetLength(0) + "x" + g2.GetLength(1) + " " + g2.Rank);
        Console.WriteLine(g2 + " " + g.Clone().GetType());
        foreach (int v in g2)
            Console.Write(v + " ");
        Console.WriteLine();

        string[,,] cube = new string[2, 1, 2];
        cube[1, 0, 1] = "c";
        var cube2 = (string[,,])cube.Clone();
        Console.WriteLine(cube2[1, 0, 1] + " " + cube2.Length);

        int[] nul = null;
        try { nul.Clone(); }
        catch (NullReferenceException) { Console.WriteLine("NRE"); }
        int[,] nul2 = null;
        try { nul2.Clone(); }
        catch (NullReferenceException) { Console.WriteLine("NRE 2"); }

        object notMd = new int[2];
        try { int[,] bad = (int[,])notMd; Console.WriteLine(bad); }
        catch (InvalidCastException ex) { Console.WriteLine(ex.Message); }
        object otherMd = new string[1, 1];
        try { int[,] bad = (int[,])otherMd; Console.WriteLine(bad); }
        catch (InvalidCastException ex) { Console.WriteLine(ex.Message); }
        object nullMd = null;
        Console.WriteLine((int[,])nullMd == null);

        ICloneable c = new Sheep("Dolly");
        Sheep d = (Sheep)c.Clone();
        Console.WriteLine(d.Name);
    }
}
