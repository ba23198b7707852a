// Lazy<T>: IsValueCreated, Value made once, ToString before and after;
// ExecutionAndPublication (the default) and None keep the factory's
// exception and throw it again; PublicationOnly tries again; a factory
// reading its own Value gets InvalidOperationException; threads reading
// Value at once see one factory call (the monitor).
using System;
using System.Collections.Generic;
using System.Threading;

class LazyTest
{
    static void Main()
    {
        var lazy = new Lazy<List<int>>(() => { Console.WriteLine("making"); return new List<int> { 1, 2, 3 }; });
        Console.WriteLine(lazy.IsValueCreated + " " + lazy);
        Console.WriteLine(lazy.Value.Count + " " + lazy.Value.Count + " " + lazy.IsValueCreated);
        int calls = 0;
        var failing = new Lazy<int>(() => { calls++; throw new InvalidOperationException("boom " + calls); });
        for (int i = 0; i < 2; i++)
        {
            try { Console.WriteLine(failing.Value); }
            catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        }
        var pub = new Lazy<int>(() => { calls++; if (calls < 4) throw new Exception("again " + calls); return calls; }, System.Threading.LazyThreadSafetyMode.PublicationOnly);
        for (int i = 0; i < 3; i++)
        {
            try { Console.WriteLine(pub.Value); }
            catch (Exception e) { Console.WriteLine(e.Message); }
        }
        var unsafeLazy = new Lazy<string>(() => "fast", false);
        Console.WriteLine(unsafeLazy.Value + " " + new Lazy<int>(() => 42).Value);
        Lazy<int> self = null;
        self = new Lazy<int>(() => self.Value + 1);
        try { Console.WriteLine(self.Value); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        int made = 0;
        var shared = new Lazy<int[]>(() => { Interlocked.Increment(ref made); Thread.Sleep(20); return new int[] { 7 }; });
        var threads = new Thread[4];
        int[][] seen = new int[4][];
        for (int i = 0; i < threads.Length; i++)
        {
            int k = i;
            threads[i] = new Thread(() => { seen[k] = shared.Value; });
            threads[i].Start();
        }
        foreach (Thread t in threads)
            t.Join();
        bool same = true;
        for (int i = 1; i < seen.Length; i++)
            same &= ReferenceEquals(seen[0], seen[i]);
        Console.WriteLine("factory calls: " + made + ", one array: " + same + ", value " + seen[0][0]);
    }
}
