// Large arrays: allocated repeatedly (garbage is reclaimed), zero-filled,
// written at both ends, and kept alive when referenced.
using System;

class LargeObjects
{
    static void Main()
    {
        long sum = 0;
        int[] kept = null;
        for (int round = 0; round < 40; round++)
        {
            int[] big = new int[65536];
            if (big[12345] != 0) Console.WriteLine("not zeroed");
            big[0] = round;
            big[big.Length - 1] = 1;
            sum += big[0] + big[big.Length - 1];
            if (round == 7) kept = big;
        }
        GC.Collect();
        Console.WriteLine(sum);
        Console.WriteLine(kept[0] + " " + kept.Length);
        string[] strings = new string[100000];
        for (int i = 0; i < strings.Length; i += 1000) strings[i] = "s" + i;
        GC.Collect();
        Console.WriteLine(strings[99000] + " " + (strings[1] == null));
        long[] longs = new long[200000];
        longs[199999] = long.MaxValue;
        Console.WriteLine(longs[199999]);
    }
}
