// System.Random with a seed: .NET's sequence (Knuth's subtractive
// generator as .NET keeps it for seeded instances) for Next(), Next(max),
// Next(min, max) over narrow and wide (> int.MaxValue) ranges, NextDouble
// (printed with a fixed format: Mono's default double format differs),
// NextBytes; seeds at the edges (0, negative, int.MinValue, above the
// generator's constant); a derived class overriding Sample; equal seeds give
// equal sequences (Random.Shared and the errors: random_shared_errors).
using System;

class Halves : Random
{
    public Halves(int seed) : base(seed) { }
    protected override double Sample() { return 0.5; }
}

class RandomSeeded
{
    static void Line(int seed)
    {
        Random r = new Random(seed);
        Console.Write(seed + ":");
        for (int i = 0; i < 4; i++) Console.Write(" " + r.Next());
        for (int i = 0; i < 4; i++) Console.Write(" " + r.Next(1000));
        for (int i = 0; i < 4; i++) Console.Write(" " + r.Next(-50, 50));
        Console.Write(" " + r.Next(int.MinValue, int.MaxValue));
        Console.Write(" " + r.Next(-2000000000, 2000000000));
        Console.Write(" " + r.Next(7, 7) + " " + r.Next(0));
        Console.Write(" " + r.NextDouble().ToString("F12"));
        byte[] b = new byte[5];
        r.NextBytes(b);
        foreach (byte x in b) Console.Write(" " + x);
        Console.WriteLine();
    }

    static void Main()
    {
        int[] seeds = { 0, 1, 2, 42, -7, 100, 12345, 161803398, 161803399, 1000000000, -1000000000, int.MaxValue, int.MinValue };
        foreach (int s in seeds)
            Line(s);

        // Dice and shuffles as programs write them.
        Random dice = new Random(2024);
        int[] counts = new int[7];
        for (int i = 0; i < 6000; i++)
            counts[dice.Next(1, 7)]++;
        for (int f = 1; f <= 6; f++)
            Console.Write(f + "=" + counts[f] + " ");
        Console.WriteLine();
        int[] deck = new int[10];
        for (int i = 0; i < deck.Length; i++) deck[i] = i;
        Random shuffler = new Random(99);
        for (int i = deck.Length - 1; i > 0; i--)
        {
            int j = shuffler.Next(i + 1);
            int t = deck[i]; deck[i] = deck[j]; deck[j] = t;
        }
        foreach (int card in deck) Console.Write(card + " ");
        Console.WriteLine();
        double sum = 0;
        Random sampler = new Random(5);
        for (int i = 0; i < 100000; i++) sum += sampler.NextDouble();
        Console.WriteLine(sum.ToString("F6"));
        byte[] big = new byte[1000];
        new Random(77).NextBytes(big);
        int bytesum = 0;
        foreach (byte x in big) bytesum += x;
        Console.WriteLine(bytesum);

        // Sample() overridden: Next(max), Next(min,max) and NextDouble use it,
        // Next() and NextBytes do not.
        Halves h = new Halves(3);
        Console.WriteLine(h.Next(10) + " " + h.Next(-10, 10) + " " + h.NextDouble() + " " + h.Next());

        // Equal seeds, equal sequences; Next(max) stays below max.
        Random a = new Random(31337), c = new Random(31337);
        bool same = true, inRange = true;
        for (int i = 0; i < 1000; i++)
        {
            if (a.Next(1 << 20) != c.Next(1 << 20)) same = false;
            int v = a.Next(3);
            c.Next(3);
            if (v < 0 || v >= 3) inRange = false;
        }
        Console.WriteLine(same + " " + inRange);
    }
}
