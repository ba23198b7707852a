// args: 5000 --check
// timeout: 300
// LINQ to Objects under load (issue 17's benchmarks): a Where/Select/Sum
// pipeline and an OrderBy/ThenBy/GroupBy report over N sale objects
// (default 1 million), and 10 N ints (10 million) summed through a
// Func<int,int> against the same sum through a direct call. Prints the
// results (which depend only on N) and `NAME VALUE UNIT` figures for
// `kiln compare` (docs/compare.md): the milliseconds each part took.
// Usage: linq [N] [--check]; --check prints `NAME ok` instead of timings.
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;

class Sale
{
    public int Id;
    public string Region;
    public int Product;
    public int Quantity;
    public double Price;

    public Sale(int id, string region, int product, int quantity, double price)
    {
        Id = id;
        Region = region;
        Product = product;
        Quantity = quantity;
        Price = price;
    }
}

class Program
{
    static bool checkOnly;

    static void Report(string name, Stopwatch sw)
    {
        if (checkOnly)
            Console.WriteLine(name + " ok");
        else
            Console.WriteLine(name + " " + sw.ElapsedMilliseconds + " ms");
    }

    static int Square(int x) { return (x % 1000) * (x % 1000) % 997; }

    static List<Sale> MakeSales(int n)
    {
        string[] regions = { "north", "south", "east", "west", "central" };
        List<Sale> sales = new List<Sale>(n);
        uint seed = 12345;
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245 + 12345;
            int q = (int)(seed >> 16) % 20 + 1;
            int product = (int)(seed >> 8) % 50;
            sales.Add(new Sale(i, regions[(int)(seed >> 20) % 5], product, q, (product + 1) * 0.25));
        }
        return sales;
    }

    static void Main(string[] args)
    {
        int n = 1000000;
        foreach (string a in args) {
            if (a == "--check")
                checkOnly = true;
            else
                n = int.Parse(a);
        }
        List<Sale> sales = MakeSales(n);

        Stopwatch sw = Stopwatch.StartNew();
        long units = 0;
        for (int r = 0; r < 5; r++)
            units += sales.Where(s => s.Quantity > 3 && s.Region != "west").Select(s => (long)s.Quantity * s.Product).Sum();
        sw.Stop();
        Console.WriteLine("pipeline units " + units);
        Report("Linq_WhereSelectSum", sw);

        sw = Stopwatch.StartNew();
        var report = sales.OrderBy(s => s.Region).ThenByDescending(s => s.Quantity).ThenBy(s => s.Id)
                          .GroupBy(s => s.Region)
                          .Select(g => new { Region = g.Key, Count = g.Count(), Units = g.Sum(s => s.Quantity), First = g.First().Id })
                          .ToList();
        sw.Stop();
        foreach (var line in report)
            Console.WriteLine(line.Region + " " + (line.Count > 0) + " " + (line.Units >= line.Count) + " " + (line.First >= 0));
        Report("Linq_OrderByGroupBy", sw);

        Func<int, int> f = Square;
        int M = 10 * n;
        sw = Stopwatch.StartNew();
        long viaFunc = 0;
        for (int i = 0; i < M; i++)
            viaFunc += f(i);
        sw.Stop();
        Report("Sum10M_Func", sw);
        sw = Stopwatch.StartNew();
        long direct = 0;
        for (int i = 0; i < M; i++)
            direct += Square(i);
        sw.Stop();
        Report("Sum10M_Direct", sw);
        Console.WriteLine("sums agree " + (viaFunc == direct) + " " + direct);
    }
}
