// alloc: 24000000-24010000
// Value types allocate only where C# boxes: 400,000 iterations of struct
// arithmetic, struct array element updates, calls with struct arguments
// and results, and ref access to structs, their fields and elements
// allocate nothing; then exactly 1,000,000 boxes of an int (24 bytes each:
// the GC's prefix, the type word and the value, rounded to 8) are the
// run's 24,000,000 bytes, plus the console's and the arrays' few kilobytes
// (one box per iteration of the first loop would add 9,600,000).
using System;

struct V3
{
    public double X, Y, Z;
    public V3(double x, double y, double z) { X = x; Y = y; Z = z; }
    public static V3 operator +(V3 a, V3 b) { return new V3(a.X + b.X, a.Y + b.Y, a.Z + b.Z); }
    public static V3 operator *(V3 a, double k) { return new V3(a.X * k, a.Y * k, a.Z * k); }
    public double Dot(V3 o) { return X * o.X + Y * o.Y + Z * o.Z; }
}

struct Cell { public int Count; public V3 Pos; }

class BoxingAlloc
{
    static void Nudge(ref V3 v, double d) { v.X += d; v.Z -= d; }
    static void Tick(ref int n) { n++; }

    static void Main()
    {
        Cell[] cells = new Cell[64];
        V3 acc = new V3(0, 0, 0);
        V3 step = new V3(0.5, 0.25, 0.125);
        double dot = 0;
        for (int i = 0; i < 400000; i++)
        {
            acc = acc + step * 0.001;
            int k = i & 63;
            cells[k].Count++;
            cells[k].Pos = cells[k].Pos + step;
            Nudge(ref cells[k].Pos, 0.5);
            Tick(ref cells[k].Count);
            Nudge(ref acc, 0.0001);
            dot += acc.Dot(step);
        }
        long total = 0;
        foreach (Cell c in cells)
            total += c.Count;
        Console.WriteLine(total + " " + Math.Round(cells[5].Pos.X) + " " + Math.Round(dot));
        object last = null;
        long sum = 0;
        for (int i = 0; i < 1000000; i++)
        {
            last = i;          // a box each time
            sum += (int)last;
        }
        Console.WriteLine(sum + " " + last);
    }
}
