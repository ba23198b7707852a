// BitArray.CopyTo into int[], byte[] and bool[]: the packing .NET uses (bit
// i in word i / 32, bytes little-endian), offsets, the unused bits of the
// last word or byte as 0, and the exceptions for a null array, a negative
// index and too little room.
using System;
using System.Collections;

static class Program
{
    static void Try(string what, Action a)
    {
        try {
            a();
            Console.WriteLine(what + ": ok");
        } catch (ArgumentNullException e) {
            Console.WriteLine(what + ": ArgumentNullException " + e.ParamName);
        } catch (ArgumentOutOfRangeException e) {
            Console.WriteLine(what + ": ArgumentOutOfRangeException " + e.ParamName);
        } catch (ArgumentException) {
            Console.WriteLine(what + ": ArgumentException");
        } catch (IndexOutOfRangeException) {
            Console.WriteLine(what + ": IndexOutOfRangeException");
        }
    }

    static void Main()
    {
        var bits = new BitArray(37);
        for (int i = 0; i < 37; i += 3)
            bits[i] = true;
        bits[36] = true;
        var ints = new int[4];
        bits.CopyTo(ints, 1);
        Console.WriteLine(string.Join(" ", ints));
        var bytes = new byte[7];
        bits.CopyTo(bytes, 2);
        Console.WriteLine(string.Join(" ", bytes));
        var bools = new bool[40];
        bits.CopyTo(bools, 3);
        var sb = new System.Text.StringBuilder();
        foreach (bool b in bools)
            sb.Append(b ? '1' : '0');
        Console.WriteLine(sb.ToString());
        bits.Length = 12;   // the bits past Length are gone from what CopyTo writes
        var after = new int[1];
        bits.CopyTo(after, 0);
        var afterBytes = new byte[2];
        bits.CopyTo(afterBytes, 0);
        Console.WriteLine(after[0] + " " + afterBytes[0] + " " + afterBytes[1]);
        var full = new BitArray(new int[] { -1, 5 });
        var fi = new int[2];
        full.CopyTo(fi, 0);
        Console.WriteLine(fi[0] + " " + fi[1]);
        var empty = new BitArray(0);
        empty.CopyTo(new int[0], 0);
        empty.CopyTo(new byte[0], 0);
        empty.CopyTo(new bool[0], 0);
        Console.WriteLine("empty copied");
        Try("null", () => bits.CopyTo((int[])null, 0));
        Try("negative", () => bits.CopyTo(new int[3], -1));
        Try("ints short", () => bits.CopyTo(new int[1], 2));
        var whole = new BitArray(64, true);
        Try("whole words short", () => whole.CopyTo(new int[3], 2));
        Try("whole words fit", () => whole.CopyTo(new int[3], 1));
        Try("bytes short", () => bits.CopyTo(new byte[2], 1));
        Try("bools short", () => bits.CopyTo(new bool[12], 1));
        Try("bools exact", () => bits.CopyTo(new bool[13], 1));
        Try("index past end", () => bits.CopyTo(new byte[2], 5));
    }
}
