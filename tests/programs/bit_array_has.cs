// mono: skip
// BitArray.HasAllSet/HasAnySet (.NET 8; Mono 6.8's library lacks them):
// bits past Length never count, whatever the operations before.
using System;
using System.Collections;

class Program
{
    static void Main()
    {
        Console.WriteLine(new BitArray(70).HasAnySet() + " " + new BitArray(70).HasAllSet());
        Console.WriteLine(new BitArray(70, true).HasAnySet() + " " + new BitArray(70, true).HasAllSet());
        var b = new BitArray(33, true);
        b[32] = false;
        Console.WriteLine(b.HasAllSet() + " " + b.HasAnySet());
        b.Not();
        Console.WriteLine(b.HasAllSet() + " " + b.HasAnySet());
        b.Length = 32;
        Console.WriteLine(b.HasAnySet() + " " + b.Not().HasAllSet());
        Console.WriteLine(new BitArray(0).HasAllSet() + " " + new BitArray(0).HasAnySet());
    }
}
