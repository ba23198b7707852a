// alloc: 0-20000
// decimal arithmetic allocates nothing: a decimal is a 16-byte struct and
// + - * / % ++, comparisons and conversions from int work in locals
// (DecimalWide): 20000 iterations allocate nothing (the run allocates
// about 2 KB; one 24-byte object per iteration would be 480 KB).
using System;

class P
{
    static void Main()
    {
        decimal sum = 0;
        decimal rate = 1.0001m;
        decimal acc = 1;
        int less = 0;
        for (int i = 0; i < 20000; i++)
        {
            decimal d = i;
            sum += d * 0.01m;
            acc = acc * rate % 1000m;
            sum -= d / 7m;
            if (d < sum)
                less++;
            acc++;
        }
        Console.WriteLine(sum.ToString() + " " + acc.ToString() + " " + less);
    }
}
