// BitArray: the constructors' bit order (bool[], byte[], int[], a copy),
// Get/Set/indexer, SetAll, And/Or/Xor/Not returning the array itself,
// Length shrinking and growing (new bits are 0), LeftShift/RightShift,
// foreach over boxed bools, a sieve; the exceptions: an index out of
// range, arrays of different lengths, a negative length, a change during
// foreach.
using System;
using System.Collections;

class Program
{
    static string Bits(BitArray b)
    {
        var s = new System.Text.StringBuilder();
        for (int i = 0; i < b.Length; i++)
            s.Append(b[i] ? '1' : '0');
        return s.ToString();
    }

    static void Main()
    {
        var a = new BitArray(10);
        a[1] = true;
        a.Set(4, true);
        a[9] = true;
        Console.WriteLine(Bits(a) + " " + a.Count + " " + a.Get(4) + " " + a.Get(5));
        Console.WriteLine(Bits(new BitArray(5, true)) + " " + Bits(new BitArray(new bool[] { true, false, true })));
        Console.WriteLine(Bits(new BitArray(new byte[] { 0x81, 0x0F })));
        Console.WriteLine(Bits(new BitArray(new int[] { -2147483647 })));
        var b = new BitArray(a);
        b.SetAll(true);
        b[0] = false;
        Console.WriteLine(Bits(b) + " " + Bits(a));
        BitArray r = b.And(a);
        Console.WriteLine(Bits(b) + " " + (r == b));
        Console.WriteLine(Bits(b.Or(new BitArray(10, false) { [0] = true })) + " " + Bits(b.Xor(new BitArray(10, true))) + " " + Bits(b.Not()));
        var c = new BitArray(new bool[] { true, true, false, true, false, false, true, true });
        Console.WriteLine(Bits(new BitArray(c).LeftShift(3)) + " " + Bits(new BitArray(c).RightShift(3)) + " " + Bits(new BitArray(c).LeftShift(20)));
        c.Length = 5;
        Console.WriteLine(Bits(c));
        c.Length = 40;
        Console.WriteLine(Bits(c));
        int trues = 0;
        foreach (bool bit in c)
            if (bit)
                trues++;
        Console.WriteLine(trues);

        var sieve = new BitArray(100, true);
        sieve[0] = sieve[1] = false;
        for (int i = 2; i * i < 100; i++)
            if (sieve[i])
                for (int j = i * i; j < 100; j += i)
                    sieve[j] = false;
        var primes = new System.Collections.Generic.List<int>();
        for (int i = 0; i < 100; i++)
            if (sieve[i])
                primes.Add(i);
        Console.WriteLine(string.Join(" ", primes));

        try {
            Console.WriteLine(a[10]);
        } catch (ArgumentOutOfRangeException ex) {
            Console.WriteLine("ArgumentOutOfRangeException " + ex.ParamName);
        }
        try {
            a.Set(-1, true);
        } catch (ArgumentOutOfRangeException ex) {
            Console.WriteLine("ArgumentOutOfRangeException " + ex.ParamName);
        }
        try {
            a.And(new BitArray(11));
        } catch (ArgumentException ex) {
            Console.WriteLine("ArgumentException: " + ex.Message);
        }
        try {
            new BitArray(-1);
        } catch (ArgumentOutOfRangeException ex) {
            Console.WriteLine("ArgumentOutOfRangeException " + ex.ParamName);
        }
        try {
            foreach (bool bit in a)
                a[0] = !bit;
        } catch (InvalidOperationException ex) {
            Console.WriteLine("InvalidOperationException: " + ex.Message);
        }
    }
}
