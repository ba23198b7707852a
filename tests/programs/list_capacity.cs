// mono: skip
// List<T> members newer than Mono 6.8's library: EnsureCapacity (.NET
// Core 2.1+) with .NET's growth (double, or the request when larger),
// Slice (.NET 8), TrimExcess's 90% threshold, and a message with a
// parameter name as .NET words it.
using System;
using System.Collections.Generic;

class ListCapacity
{
    static void Main()
    {
        var l = new List<int>();
        Console.WriteLine(l.EnsureCapacity(3) + " " + l.EnsureCapacity(5) + " " + l.EnsureCapacity(2) + " " + l.EnsureCapacity(100));
        for (int i = 0; i < 10; i++)
            l.Add(i);
        l.TrimExcess();
        Console.WriteLine(l.Count + " " + l.Capacity);
        l.TrimExcess();
        l.Add(10);
        Console.WriteLine(l.Capacity);
        var big = new List<int>(10);
        for (int i = 0; i < 9; i++)
            big.Add(i);
        big.TrimExcess();
        Console.WriteLine(big.Capacity);
        var s = l.Slice(2, 3);
        Console.WriteLine(s.Count + " " + s[0] + " " + s[2] + " " + s.Capacity);
        try {
            l.EnsureCapacity(-1);
        } catch (ArgumentOutOfRangeException e) {
            Console.WriteLine(e.Message);
        }
        try {
            l.Slice(10, 2);
        } catch (ArgumentException e) {
            Console.WriteLine(e.Message);
        }
        try {
            l.CopyTo(0, new int[3], 1, 3);
        } catch (ArgumentException e) {
            Console.WriteLine(e.Message);
        }
    }
}
