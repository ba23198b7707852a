// Stack<T> and Queue<T>: TryPop/TryPeek/TryDequeue, Contains (null and
// equal values), ToArray, CopyTo, the capacity and sequence constructors,
// Queue twice or 4 more), a queue wrapped around its array, and the
// exceptions (empty Pop/Peek/Dequeue, bad CopyTo, negative capacity).
using System;
using System.Collections.Generic;

class P
{
    static void Main()
    {
        var s = new Stack<string>();
        string top;
        Console.WriteLine("TryPop empty: " + s.TryPop(out top) + " " + (top == null));
        Console.WriteLine("TryPeek empty: " + s.TryPeek(out top) + " " + (top == null));
        s.Push("a"); s.Push(null); s.Push("c");
        Console.WriteLine("TryPeek: " + s.TryPeek(out top) + " " + top + " " + s.Count);
        Console.WriteLine("Contains null: " + s.Contains(null) + ", b: " + s.Contains("b") + ", a: " + s.Contains("a"));
        Console.WriteLine("ToArray: " + string.Join(",", s.ToArray()));
        string[] dst = new string[5];
        s.CopyTo(dst, 1);
        Console.WriteLine("CopyTo: [" + string.Join("|", dst) + "]");
        Console.WriteLine("TryPop: " + s.TryPop(out top) + " " + top + " " + s.Count);
        var si = new Stack<int>(new List<int> { 1, 2, 3 });
        Console.WriteLine("from list: " + string.Join(",", si.ToArray()) + " pop " + si.Pop());

        var q = new Queue<int>();
        int v;
        Console.WriteLine("TryDequeue empty: " + q.TryDequeue(out v) + " " + v);
        Console.WriteLine("TryPeek empty: " + q.TryPeek(out v) + " " + v);
        for (int i = 1; i <= 4; i++)
            q.Enqueue(i * 10);
        q.Dequeue(); q.Dequeue();
        q.Enqueue(50); q.Enqueue(60);   // wraps around the array of 4
        Console.WriteLine("wrapped: " + string.Join(",", q.ToArray()) + " Contains 50: " + q.Contains(50) + " 10: " + q.Contains(10));
        int[] qa = new int[6];
        q.CopyTo(qa, 2);
        Console.WriteLine("CopyTo: " + string.Join(",", qa));
        Console.WriteLine("TryPeek: " + q.TryPeek(out v) + " " + v);
        Console.WriteLine("TryDequeue: " + q.TryDequeue(out v) + " " + v + " " + q.Count);
        q.Enqueue(70);   // grows from 4: 8
        var qs = new Queue<string>(new string[] { "x", "y" });
        Console.WriteLine("from array: " + qs.Dequeue() + qs.Dequeue() + " " + qs.Count);

        try { new Stack<int>().Pop(); } catch (InvalidOperationException e) { Console.WriteLine("InvalidOperationException: " + e.Message); }
        try { new Stack<int>().Peek(); } catch (InvalidOperationException e) { Console.WriteLine("InvalidOperationException: " + e.Message); }
        try { new Queue<int>().Dequeue(); } catch (InvalidOperationException e) { Console.WriteLine("InvalidOperationException: " + e.Message); }
        try { new Queue<int>().Peek(); } catch (InvalidOperationException e) { Console.WriteLine("InvalidOperationException: " + e.Message); }
        try { new Stack<int>(-1); } catch (ArgumentOutOfRangeException e) { Console.WriteLine("ArgumentOutOfRangeException: " + e.ParamName); }
        try { new Queue<int>(-1); } catch (ArgumentOutOfRangeException e) { Console.WriteLine("ArgumentOutOfRangeException: " + e.ParamName); }
        try { si.CopyTo(null, 0); } catch (ArgumentNullException e) { Console.WriteLine("ArgumentNullException: " + e.ParamName); }
        try { si.CopyTo(new int[2], -1); } catch (ArgumentOutOfRangeException e) { Console.WriteLine("ArgumentOutOfRangeException: " + e.ParamName); }
        try { q.CopyTo(new int[2], 1); } catch (ArgumentException e) { Console.WriteLine("ArgumentException: " + (e.ParamName == null)); }
        try { new Queue<int>(null); } catch (ArgumentNullException e) { Console.WriteLine("ArgumentNullException: " + e.ParamName); }
    }
}
