// mono: skip
// Stack<T> and Queue<T> EnsureCapacity and TrimExcess (.NET Core 2.1+/.NET 6;
// Mono 6.8 lacks them, so the expected output is .NET's documented growth):
// Stack grows to 4, then doubles; Queue to twice its capacity or 4 more;
// either takes the capacity asked for when that is more; TrimExcess shrinks
// to Count when under 90% is used; the elements survive each resize.
using System;
using System.Collections.Generic;

class P
{
    static void Main()
    {
        var sc = new Stack<int>(10);
        Console.WriteLine("stack(10): " + sc.EnsureCapacity(3) + " " + sc.EnsureCapacity(15));
        var sg = new Stack<int>();
        Console.WriteLine("stack grow: " + sg.EnsureCapacity(0) + " " + sg.EnsureCapacity(1) + " " + sg.EnsureCapacity(5) + " " + sg.EnsureCapacity(17));
        sg.Push(1); sg.Push(2);
        sg.TrimExcess();
        Console.WriteLine("stack trimmed: " + sg.EnsureCapacity(0) + " " + sg.Pop() + sg.Pop());
        var sp = new Stack<int>();
        for (int i = 0; i < 5; i++)
            sp.Push(i);
        Console.WriteLine("stack pushed 5: " + sp.EnsureCapacity(0));
        sp.TrimExcess();
        Console.WriteLine("stack 5 of 8 trimmed: " + sp.EnsureCapacity(0) + " " + string.Join(",", sp.ToArray()));

        var q = new Queue<int>();
        for (int i = 1; i <= 4; i++)
            q.Enqueue(i * 10);
        q.Dequeue(); q.Dequeue();
        q.Enqueue(50); q.Enqueue(60);
        q.Enqueue(70);
        Console.WriteLine("queue after grow: " + string.Join(",", q.ToArray()) + " capacity " + q.EnsureCapacity(0));
        var qg = new Queue<int>();
        Console.WriteLine("queue grow: " + qg.EnsureCapacity(1) + " " + qg.EnsureCapacity(5) + " " + qg.EnsureCapacity(9) + " " + qg.EnsureCapacity(30));
        qg.Enqueue(5);
        qg.TrimExcess();
        Console.WriteLine("queue trimmed: " + qg.EnsureCapacity(0) + " " + qg.Peek());
        var q3 = new Queue<int>(3);
        q3.Enqueue(1); q3.Enqueue(2); q3.Enqueue(3); q3.Enqueue(4);
        Console.WriteLine("queue(3) +4: " + q3.EnsureCapacity(0));
        try { sg.EnsureCapacity(-1); } catch (ArgumentOutOfRangeException e) { Console.WriteLine("ArgumentOutOfRangeException: " + e.Message); }
        try { qg.EnsureCapacity(-1); } catch (ArgumentOutOfRangeException e) { Console.WriteLine("ArgumentOutOfRangeException: " + e.Message); }
        var e1 = q.GetEnumerator();
        q.TrimExcess();
        try { e1.MoveNext(); Console.WriteLine("no exception"); } catch (InvalidOperationException e) { Console.WriteLine("InvalidOperationException: " + e.Message); }
    }
}
