using System;

class Calc
{
    static int Sum(int n, int step)
    {
        int total = 0;
        for (int i = 0; i < n; i += step)
        {
            total += i;
        }
        return total;
    }

    static void Main(string[] args)
    {
        int count = args.Length + 10;
        int result = Sum(count, 2);
        Console.WriteLine(result);
    }
}
