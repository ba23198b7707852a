using System;

class Hot
{
    static long Spin(int n)
    {
        long acc = 0;
        for (int i = 0; i < n; i++)
        {
            acc += (i * 7) % 13;
        }
        return acc;
    }

    static void Main(string[] args)
    {
        long total = 0;
        for (int r = 0; r < 40; r++)
            total += Spin(3000000 + args.Length);
        Console.WriteLine(total);
    }
}
