// Indexers: this[int, int] with get/set (compound assignment, ++/-- pre
// and post, arguments evaluated once), an expression-bodied this[string],
// this[...] inside the class, virtual/override indexers with base[i], the
// corelib's StringBuilder indexer, and an exception from an accessor.
using System;
class Grid {
    int[] cells; int w;
    public Grid(int w, int h) { this.w = w; cells = new int[w * h]; }
    public int this[int x, int y] { get { return cells[y * w + x]; } set { cells[y * w + x] = value; } }
    public string this[string key] => "key:" + key;
    public int Sum() { int s = 0; for (int i = 0; i < 2; i++) s += this[i, 0]; return s; }
}
class Bag { protected string[] items = new string[4]; public virtual string this[int i] { get { return items[i] ?? "-"; } set { items[i] = value; } } }
class LoudBag : Bag { public override string this[int i] { get { return base[i].ToUpper(); } set { base[i] = value + "!"; } } }
class P {
    static int calls;
    static int Idx() { calls++; return 1; }
    static void Main() {
        var g = new Grid(3, 2);
        g[1, 1] = 5; g[0, 0] = 2; g[1, 0] = 3;
        g[1, 1] += 10; g[1, 1]++; ++g[0, 0];
        int old = g[0, 0]--;
        Console.WriteLine(g[1, 1] + " " + g[0, 0] + " " + old + " " + g.Sum() + " " + g["k"]);
        g[Idx(), Idx()] *= 2;
        Console.WriteLine(g[1, 1] + " calls " + calls);
        Bag b = new LoudBag();
        b[0] = "hi"; b[1] += "x";
        Console.WriteLine(b[0] + " " + b[1] + " " + b[2]);
        var sb = new System.Text.StringBuilder("abc");
        Console.WriteLine(sb[1]);
        try { Console.WriteLine(g[5, 5]); } catch (IndexOutOfRangeException) { Console.WriteLine("oob"); }
    }
}
