// Array lengths and indices of type long, ulong and uint are native ints
// (C#: conv.ovf.i / conv.ovf.i.un / conv.u): no high bits are dropped. A
// length that is negative or above int.MaxValue throws OverflowException; a
// long index outside the array IndexOutOfRangeException; a ulong index of
// 2^63 or more OverflowException (the conversion to native int).
// mono: skip-output
// (Mono throws OutOfMemoryException for lengths in 2^31..2^32-1, where 64-bit
// .NET's newarr throws OverflowException for any length above int.MaxValue.)
using System;

class ArrayLongLength
{
    static void NewInt(long n)
    {
        try { Console.WriteLine("new int[" + n + "].Length = " + new int[n].Length); }
        catch (OverflowException) { Console.WriteLine("new int[" + n + "]: OverflowException"); }
        catch (OutOfMemoryException) { Console.WriteLine("new int[" + n + "]: OutOfMemoryException"); }
    }

    static void NewString(ulong n)
    {
        try { Console.WriteLine("new string[" + n + "].Length = " + new string[n].Length); }
        catch (OverflowException) { Console.WriteLine("new string[" + n + "]: OverflowException"); }
        catch (OutOfMemoryException) { Console.WriteLine("new string[" + n + "]: OutOfMemoryException"); }
    }

    static void NewByte(uint n)
    {
        try { Console.WriteLine("new byte[" + n + "].Length = " + new byte[n].Length); }
        catch (OverflowException) { Console.WriteLine("new byte[" + n + "]: OverflowException"); }
        catch (OutOfMemoryException) { Console.WriteLine("new byte[" + n + "]: OutOfMemoryException"); }
    }

    static void NewLong(int n)
    {
        try { Console.WriteLine("new long[" + n + "].Length = " + new long[n].Length); }
        catch (OverflowException) { Console.WriteLine("new long[" + n + "]: OverflowException"); }
    }

    static void Get(int[] a, long i)
    {
        try { Console.WriteLine("a[" + i + "] = " + a[i]); }
        catch (IndexOutOfRangeException) { Console.WriteLine("a[" + i + "]: IndexOutOfRangeException"); }
    }

    static void GetU(string[] a, ulong i)
    {
        try { Console.WriteLine("s[" + i + "] = " + a[i]); }
        catch (IndexOutOfRangeException) { Console.WriteLine("s[" + i + "]: IndexOutOfRangeException"); }
        catch (OverflowException) { Console.WriteLine("s[" + i + "]: OverflowException"); }
    }

    static void SetU(uint[] a, uint i, uint v)
    {
        try { a[i] = v; Console.WriteLine("u[" + i + "] = " + a[i]); }
        catch (IndexOutOfRangeException) { Console.WriteLine("u[" + i + "]: IndexOutOfRangeException"); }
    }

    static void Bump(ref long x) { x += 10; }

    static void Main()
    {
        NewInt(0x100000001L);
        NewInt(0x100000000L);
        NewInt(-0xFFFFFFFFL);
        NewInt(-1);
        NewInt(0x80000000L);
        NewInt(3);
        NewInt(0);
        NewString(0xFFFFFFFF00000005UL);
        NewString(0x8000000000000000UL);
        NewString(0x7FFFFFFFFFFFFFFFUL);
        NewString(5);
        NewByte(0xFFFFFFFFu);
        NewByte(0x80000000u);
        NewByte(7);
        NewLong(-1);
        NewLong(int.MinValue);
        NewLong(2);

        int[] a = { 10, 20, 30 };
        Get(a, 1);
        Get(a, 0x100000001L);
        Get(a, 0x100000000L);
        Get(a, -0xFFFFFFFFL);
        Get(a, -1);
        Get(a, 2);
        string[] s = { "x", "y" };
        GetU(s, 1);
        GetU(s, 0x100000000UL);
        GetU(s, 0xFFFFFFFF00000001UL);
        GetU(s, ulong.MaxValue);
        uint[] u = new uint[2];
        SetU(u, 1, 5);
        SetU(u, 0xFFFFFFFFu, 6);
        SetU(u, 0x80000000u, 7);

        // Stores, compound assignments and refs with a long index.
        long[] l = new long[4L];
        long k = 2;
        l[k] = 5;
        l[k] += 100;
        l[k]++;
        Bump(ref l[k]);
        Console.WriteLine(l[2] + " " + l.Length);
        try { l[k + 0x100000000L] = 1; Console.WriteLine("stored"); }
        catch (IndexOutOfRangeException) { Console.WriteLine("l[" + (k + 0x100000000L) + "] = 1: IndexOutOfRangeException"); }
        try { l[k - 0x100000000L] += 1; Console.WriteLine("added"); }
        catch (IndexOutOfRangeException) { Console.WriteLine("l[" + (k - 0x100000000L) + "] += 1: IndexOutOfRangeException"); }
        try { Bump(ref l[0x100000003L]); Console.WriteLine("bumped"); }
        catch (IndexOutOfRangeException) { Console.WriteLine("ref l[0x100000003]: IndexOutOfRangeException"); }
        ulong big = 0x8000000000000002UL;
        try { l[big] = 1; Console.WriteLine("stored"); }
        catch (OverflowException) { Console.WriteLine("l[" + big + "] = 1: OverflowException"); }
        int sum = 0;
        for (long i = 0; i < a.Length; i++)
            sum += a[i];
        for (ulong i = 0; i < (ulong)a.Length; i++)
            sum += a[i];
        for (uint i = 0; i < a.Length; i++)
            sum += a[i];
        Console.WriteLine(sum);
    }
}
