// alloc: 0-60000
// Value-type instantiations of the collections and the default comparers do
// not box (issue 16): 2,000 rounds of List<int> iteration, Contains,
// IndexOf, LastIndexOf and Sort, Dictionary<int,int> and HashSet<int>
// lookups, inserts and removals, foreach over a List<T> of structs, a
// struct implementing IEquatable<T> as a Dictionary key and in IndexOf,
// EqualityComparer<T>.Default and Comparer<T>.Default on int, long, double
// and the struct allocate nothing: about 700,000 equality tests, hashes
// and comparisons, each of which would box (24 bytes and more) if it went
// through object. The collections' arrays, the console's buffers and the
// lines printed are the run's few kilobytes. Kiln-only (the header); Mono
// prints the same.
using System;
using System.Collections.Generic;

struct Cell : IEquatable<Cell>
{
    public int Row, Col;
    public Cell(int row, int col) { Row = row; Col = col; }
    public bool Equals(Cell other) { return Row == other.Row && Col == other.Col; }
    public override int GetHashCode() { return Row * 31 + Col; }
}

struct Sample
{
    public int Id;
    public double Weight;
}

class GenericValuetypeNoalloc
{
    static long ListRound(List<int> list, int round)
    {
        long s = 0;
        foreach (int x in list)
            s += x;
        for (int i = 0; i < list.Count; i++)
            s += list[i];
        s += list.IndexOf(round % 120) + list.LastIndexOf(37) + (list.Contains(99) ? 1 : 0);
        for (int i = 0; i < list.Count; i++)
            list[i] = (i * 7 + round) % 100;
        list.Sort();
        s += list[0] + list[list.Count - 1];
        return s;
    }

    static long DictRound(Dictionary<int, int> d, HashSet<int> h, int round)
    {
        long s = 0;
        for (int k = 0; k < 100; k++) {
            int v;
            if (d.TryGetValue(k, out v))
                s += v;
            s += d[k];
            if (d.ContainsKey(k + 100))
                s++;
            if (h.Contains(k * 3))
                s++;
        }
        d.Remove(round % 100);
        d.Add(round % 100, round);
        d[round % 100] = round % 100;
        h.Remove(round % 50);
        h.Add(round % 50);
        return s;
    }

    static long StructRound(List<Sample> samples, Dictionary<Cell, int> cells, List<Cell> path)
    {
        long s = 0;
        double w = 0;
        foreach (Sample x in samples) {
            s += x.Id;
            w += x.Weight;
        }
        for (int r = 0; r < 10; r++)
            for (int c = 0; c < 10; c++)
                s += cells[new Cell(r, c)];
        s += path.IndexOf(new Cell(5, 5)) + (path.Contains(new Cell(50, 50)) ? 1 : 0);
        return s + (long)w;
    }

    static long ComparerRound(int round)
    {
        EqualityComparer<int> ei = EqualityComparer<int>.Default;
        EqualityComparer<long> el = EqualityComparer<long>.Default;
        EqualityComparer<Cell> ec = EqualityComparer<Cell>.Default;
        Comparer<int> ci = Comparer<int>.Default;
        Comparer<double> cd = Comparer<double>.Default;
        long s = ei.GetHashCode(round) + (ei.Equals(round, 7) ? 1 : 0);
        s += el.GetHashCode(round * 3L) + (el.Equals(round, 1L << 40) ? 1 : 0);
        s += ec.GetHashCode(new Cell(round, 1)) + (ec.Equals(new Cell(round, 1), new Cell(3, 1)) ? 1 : 0);
        s += ci.Compare(round, 1000) + cd.Compare(round * 0.5, 500.0);
        return s;
    }

    static void Main()
    {
        List<int> list = new List<int>();
        for (int i = 0; i < 100; i++)
            list.Add(100 - i);
        Dictionary<int, int> d = new Dictionary<int, int>();
        HashSet<int> h = new HashSet<int>();
        for (int i = 0; i < 100; i++) {
            d[i] = i * 2;
            h.Add(i * 3);
        }
        List<Sample> samples = new List<Sample>();
        Dictionary<Cell, int> cells = new Dictionary<Cell, int>();
        List<Cell> path = new List<Cell>();
        for (int i = 0; i < 100; i++) {
            Sample x = new Sample();
            x.Id = i;
            x.Weight = i * 0.25;
            samples.Add(x);
            cells.Add(new Cell(i / 10, i % 10), i);
            path.Add(new Cell(i % 10, i % 10));
        }
        long ls = 0, ds = 0, ss = 0, cs = 0;
        for (int round = 0; round < 2000; round++) {
            ls += ListRound(list, round);
            ds += DictRound(d, h, round);
            ss += StructRound(samples, cells, path);
            cs += ComparerRound(round);
        }
        Console.WriteLine("lists " + ls);
        Console.WriteLine("dictionaries " + ds + " " + d.Count + " " + h.Count);
        Console.WriteLine("structs " + ss);
        Console.WriteLine("comparers " + cs);
    }
}
