// mono: skip
// PriorityQueue's pair members (.NET 6; Mono 6.8 has no PriorityQueue):
// the constructor over (element, priority) pairs and EnqueueRange of pairs
// heapify an empty queue (.NET's Heapify over the 4-ary array), a
// non-empty one enqueues each; UnorderedItems walks the heap's array.
// Expected output worked by hand from .NET's algorithm (see the comments).
using System;
using System.Collections.Generic;

class Descending : IComparer<int>
{
    public int Compare(int a, int b) { return b.CompareTo(a); }
}

class Program
{
    static void Show<E, P>(PriorityQueue<E, P> q)
    {
        var parts = new List<string>();
        foreach (var (e, p) in q.UnorderedItems)
            parts.Add(e + ":" + p);
        Console.WriteLine(q.UnorderedItems.Count + " [" + string.Join(" ", parts) + "]");
    }

    static void Drain<E, P>(PriorityQueue<E, P> q)
    {
        var order = new List<E>();
        while (q.Count > 0)
            order.Add(q.Dequeue());
        Console.WriteLine(string.Join(" ", order));
    }

    static void Main()
    {
        // [a5 b3 c8 d1 e4 f2]: node 1 takes f2 from below, then the root d1
        var q = new PriorityQueue<string, int>(new[] { ("a", 5), ("b", 3), ("c", 8), ("d", 1), ("e", 4), ("f", 2) });
        Show(q);
        foreach (var item in q.UnorderedItems) {
            Console.WriteLine(item);
            break;
        }
        Drain(q);

        // empty: [x2 y1] heapified to [y1 x2]; then z0 enqueued rises to the root
        var q2 = new PriorityQueue<char, int>();
        q2.EnqueueRange(new List<(char, int)> { ('x', 2), ('y', 1) });
        Show(q2);
        q2.EnqueueRange(new[] { ('z', 0) });
        Show(q2);

        var q3 = new PriorityQueue<string, int>(new List<(string, int)> { ("a", 1), ("b", 2), ("c", 3) }, new Descending());
        Show(q3);
        Drain(q3);

        try {
            foreach (var item in q2.UnorderedItems)
                q2.Enqueue('w', 9);
        } catch (InvalidOperationException e) {
            Console.WriteLine("InvalidOperationException: " + e.Message);
        }
        try {
            new PriorityQueue<int, int>((IEnumerable<(int, int)>)null);
        } catch (ArgumentNullException e) {
            Console.WriteLine("ArgumentNullException: " + e.ParamName);
        }
        try {
            q2.EnqueueRange((IEnumerable<(char, int)>)null);
        } catch (ArgumentNullException e) {
            Console.WriteLine("ArgumentNullException: " + e.ParamName);
        }
        Show(new PriorityQueue<int, int>(new List<(int, int)>()));
    }
}
