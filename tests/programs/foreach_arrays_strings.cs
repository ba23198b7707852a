// foreach over arrays (of every element kind, jagged, empty, from a call
// evaluated once) and strings, with var and explicit types (an explicit
// conversion per element), break and continue, nested loops, a local
// captured per iteration, and a null array (NullReferenceException).
using System;

class Item
{
    public string Name;
    public Item(string n) { Name = n; }
}

class Program
{
    static int calls;

    static int[] Numbers()
    {
        calls++;
        return new int[] { 3, 1, 4, 1, 5, 9, 2, 6 };
    }

    static void Main()
    {
        int sum = 0;
        foreach (int n in Numbers())
            sum += n;
        Console.WriteLine(sum + " " + calls);

        foreach (var n in Numbers())
        {
            if (n == 1)
                continue;
            if (n == 9)
                break;
            Console.Write(n + " ");
        }
        Console.WriteLine();

        string word = "héllo";
        foreach (char c in word)
            Console.Write((int)c + ",");
        Console.WriteLine();
        foreach (int code in "AZ")
            Console.Write(code + " ");
        Console.WriteLine();

        int[][] grid = { new int[] { 1, 2 }, new int[0], new int[] { 3 } };
        foreach (int[] row in grid)
        {
            Console.Write("[");
            foreach (int v in row)
                Console.Write(v);
            Console.Write("]");
        }
        Console.WriteLine();

        long total = 0;
        foreach (long big in new int[] { int.MaxValue, int.MaxValue })
            total += big;
        Console.WriteLine(total);

        foreach (byte b in new int[] { 255, 256, 257 })
            Console.Write(b + " ");
        Console.WriteLine();

        Item[] items = { new Item("a"), null, new Item("c") };
        foreach (Item it in items)
            Console.Write(it == null ? "-" : it.Name);
        Console.WriteLine();

        foreach (object o in new string[] { "x", "y" })
            Console.Write(o);
        Console.WriteLine();

        double[] ds = { 0.5, 1.25 };
        double acc = 0;
        foreach (double d in ds)
            acc += d;
        Console.WriteLine(acc);

        foreach (string s in new string[0])
            Console.WriteLine("never " + s);

        int[] none = null;
        try
        {
            foreach (int x in none)
                Console.WriteLine(x);
        }
        catch (NullReferenceException)
        {
            Console.WriteLine("null array");
        }
    }
}
