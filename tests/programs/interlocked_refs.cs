// Interlocked and Volatile on array elements, instance fields and static
// fields passed by ref, with contention on one array slot.
using System;
using System.Threading;

class Cell { public int value; public long big; public object slot; }

class InterlockedRefs
{
    static int[] counts = new int[3];
    static Cell cell = new Cell();

    static void Work()
    {
        for (int i = 0; i < 5000; i++)
        {
            Interlocked.Increment(ref counts[1]);
            Interlocked.Add(ref cell.value, 2);
            Interlocked.Increment(ref cell.big);
        }
    }

    static void Main()
    {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.Length; i++) { ts[i] = new Thread(Work); ts[i].Start(); }
        for (int i = 0; i < ts.Length; i++) ts[i].Join();
        Console.WriteLine(counts[0] + " " + counts[1] + " " + counts[2]);
        Console.WriteLine(cell.value + " " + cell.big);
        object a = "a";
        Console.WriteLine(Interlocked.CompareExchange(ref cell.slot, a, null) == null);
        Console.WriteLine(Interlocked.Exchange(ref cell.slot, null) == a);
        Volatile.Write(ref counts[2], 9);
        Console.WriteLine(Volatile.Read(ref counts[2]));
        object[] objs = new object[1];
        Interlocked.Exchange(ref objs[0], "b");
        Console.WriteLine(objs[0]);
    }
}
