// mono: skip
// PriorityQueue<TElement, TPriority> (.NET 6+; Mono 6.8 has none, so the
// expected output is what .NET's documented quaternary min-heap gives,
// worked by hand for the equal-priority orders): Enqueue/Dequeue order,
// elements of equal priority leaving in .NET's (not FIFO) order, a custom
// IComparer (a max-queue), Peek, TryPeek/TryDequeue on empty and full
// queues, EnqueueDequeue, DequeueEnqueue, EnqueueRange into an empty queue
// (heapified) and a non-empty one, Count, Clear, Comparer, EnsureCapacity
// and TrimExcess, a Dijkstra over a small graph, and the exceptions.
using System;
using System.Collections.Generic;

class Desc : IComparer<int>
{
    public int Compare(int x, int y) { return y.CompareTo(x); }
}

class P
{
    static string Drain<TP>(PriorityQueue<string, TP> q)
    {
        string r = "";
        string e;
        TP p;
        while (q.TryDequeue(out e, out p))
            r += (r.Length > 0 ? " " : "") + e + ":" + p;
        return r;
    }

    static void Main()
    {
        var q = new PriorityQueue<string, int>();
        q.Enqueue("five", 5); q.Enqueue("one", 1); q.Enqueue("four", 4);
        q.Enqueue("two", 2); q.Enqueue("three", 3); q.Enqueue("zero", 0);
        Console.WriteLine("Count " + q.Count + ", Peek " + q.Peek());
        Console.WriteLine("order: " + Drain(q));

        var eq = new PriorityQueue<string, int>();
        foreach (string s in new[] { "a", "b", "c", "d", "e", "f", "g" })
            eq.Enqueue(s, 7);
        Console.WriteLine("equal: " + Drain(eq));

        var mixed = new PriorityQueue<string, int>();
        string[] names = { "p", "q", "r", "s", "t", "u", "v", "w", "x", "y" };
        int[] prios = { 2, 1, 2, 1, 2, 1, 2, 1, 2, 1 };
        for (int i = 0; i < names.Length; i++)
            mixed.Enqueue(names[i], prios[i]);
        Console.WriteLine("mixed: " + Drain(mixed));

        var max = new PriorityQueue<string, int>(new Desc());
        max.Enqueue("low", 1); max.Enqueue("high", 9); max.Enqueue("mid", 5);
        Console.WriteLine("max-queue: " + Drain(max) + " " + (max.Comparer is Desc));
        Console.WriteLine("default comparer: " + (q.Comparer == Comparer<int>.Default));

        string el;
        int pr;
        Console.WriteLine("TryPeek empty: " + q.TryPeek(out el, out pr) + " " + (el == null) + " " + pr);
        q.Enqueue("x", 10);
        Console.WriteLine("TryPeek: " + q.TryPeek(out el, out pr) + " " + el + " " + pr);
        Console.WriteLine("EnqueueDequeue lower: " + q.EnqueueDequeue("y", 3) + ", higher: " + q.EnqueueDequeue("z", 20) + ", Peek " + q.Peek() + ", Count " + q.Count);
        Console.WriteLine("DequeueEnqueue: " + q.DequeueEnqueue("w", 1) + ", Peek " + q.Peek());
        var empty = new PriorityQueue<string, int>();
        Console.WriteLine("EnqueueDequeue empty: " + empty.EnqueueDequeue("only", 1) + " " + empty.Count);

        var r = new PriorityQueue<string, int>();
        r.EnqueueRange(new[] { "a", "b", "c", "d", "e", "f" }, 4);
        r.Enqueue("g", 3);
        r.EnqueueRange(new List<string> { "h", "i" }, 4);
        Console.WriteLine("EnqueueRange: " + Drain(r));

        var c = new PriorityQueue<int, int>(3);
        Console.WriteLine("capacity " + c.EnsureCapacity(0));
        for (int i = 0; i < 4; i++)
            c.Enqueue(i, -i);
        Console.WriteLine("grown " + c.EnsureCapacity(0) + ", EnsureCapacity(20) " + c.EnsureCapacity(20));
        c.TrimExcess();
        Console.WriteLine("trimmed " + c.EnsureCapacity(0) + ", Dequeue " + c.Dequeue());
        c.Clear();
        Console.WriteLine("cleared " + c.Count);

        // Dijkstra: the shortest distances from node 0.
        int[,] w = { { 0, 4, 1, 0, 0 }, { 4, 0, 2, 5, 0 }, { 1, 2, 0, 8, 10 }, { 0, 5, 8, 0, 2 }, { 0, 0, 10, 2, 0 } };
        int[] dist = { 0, int.MaxValue, int.MaxValue, int.MaxValue, int.MaxValue };
        var pq = new PriorityQueue<int, int>();
        pq.Enqueue(0, 0);
        int node, d;
        string visits = "";
        while (pq.TryDequeue(out node, out d)) {
            if (d > dist[node])
                continue;
            visits += node;
            for (int v = 0; v < 5; v++)
                if (w[node, v] > 0 && d + w[node, v] < dist[v]) {
                    dist[v] = d + w[node, v];
                    pq.Enqueue(v, dist[v]);
                }
        }
        Console.WriteLine("dijkstra: " + string.Join(",", dist) + " visits " + visits);

        try { empty.Dequeue(); } catch (InvalidOperationException e) { Console.WriteLine("InvalidOperationException: " + e.Message); }
        try { empty.Peek(); } catch (InvalidOperationException e) { Console.WriteLine("InvalidOperationException: " + e.Message); }
        try { empty.DequeueEnqueue("a", 1); } catch (InvalidOperationException e) { Console.WriteLine("InvalidOperationException: " + e.Message); }
        try { new PriorityQueue<int, int>(-1); } catch (ArgumentOutOfRangeException e) { Console.WriteLine("ArgumentOutOfRangeException: " + e.Message); }
        try { r.EnqueueRange(null, 1); } catch (ArgumentNullException e) { Console.WriteLine("ArgumentNullException: " + e.Message); }
    }
}
