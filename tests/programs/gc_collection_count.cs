// mono: skip-output
// GC.Collect() is a full collection, so it counts for generation 0 as on
// .NET (Mono's CollectionCount(0) counts only its minor collections).
using System;

class GcCollectionCount
{
    static void Main()
    {
        int before = GC.CollectionCount(0);
        GC.Collect();
        GC.Collect();
        Console.WriteLine(GC.CollectionCount(0) >= before + 2);
        Console.WriteLine(GC.CollectionCount(0) >= 2);
    }
}
