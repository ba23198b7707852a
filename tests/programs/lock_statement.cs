// The lock statement: mutual exclusion across 4 threads, release on
// exception and on return, nesting, and locking on a string and an array.
using System;
using System.Threading;

class LockStatement
{
    static object gate = new object();
    static int count;

    static void Work()
    {
        for (int i = 0; i < 5000; i++) { lock (gate) { count++; } }
    }

    static int Early(object o)
    {
        lock (o) { return 5; }
    }

    static void Main()
    {
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) { ts[i] = new Thread(Work); ts[i].Start(); }
        for (int i = 0; i < 4; i++) ts[i].Join();
        Console.WriteLine(count);
        object o = new object();
        try { lock (o) { throw new InvalidOperationException("inside"); } }
        catch (InvalidOperationException e) { Console.WriteLine(e.Message + " " + Monitor.IsEntered(o)); }
        Console.WriteLine(Early(o) + " " + Monitor.IsEntered(o));
        lock (o) { lock (o) { Console.WriteLine(Monitor.IsEntered(o)); } Console.WriteLine(Monitor.IsEntered(o)); }
        Console.WriteLine(Monitor.IsEntered(o));
        string s = "text";
        lock (s) { Console.WriteLine("locked string"); }
        int[] arr = new int[1];
        lock (arr) { arr[0]++; }
        Console.WriteLine(arr[0]);
        object swap = o;
        lock (swap) { swap = new object(); Console.WriteLine(Monitor.IsEntered(o) + " " + Monitor.IsEntered(swap)); }
        Console.WriteLine(Monitor.IsEntered(o));
    }
}
