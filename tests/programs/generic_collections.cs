// mono: skip-output
using System;
using System.Collections.Generic;

class P
{
    static string Show<T>(T[] a)
    {
        string s = "";
        for (int i = 0; i < a.Length; i++) s += (i > 0 ? "," : "") + a[i];
        return s;
    }

    static void Main()
    {
        List<int> xs = new List<int>();
        Console.WriteLine(xs.Count + " " + xs.Capacity);
        for (int i = 0; i < 10; i++) xs.Add(i * i % 7);
        Console.WriteLine(xs.Count + " " + xs.Capacity);
        xs[0] = 42;
        Console.WriteLine(xs[0] + " " + xs[9]);
        xs.Insert(2, 100);
        xs.RemoveAt(5);
        Console.WriteLine(xs.Remove(4) + " " + xs.Remove(12345));
        Console.WriteLine(xs.Contains(100) + " " + xs.IndexOf(2) + " " + xs.IndexOf(77));
        xs.Sort();
        Console.WriteLine(Show(xs.ToArray()));
        xs.Reverse();
        Console.WriteLine(Show(xs.ToArray()));
        List<string> names = new List<string>();
        names.Add("pear"); names.Add("apple"); names.Add("fig"); names.Add("banana");
        names.Sort();
        for (int i = 0; i < names.Count; i++) Console.Write(names[i] + " ");
        Console.WriteLine();
        xs.Clear();
        Console.WriteLine(xs.Count + " " + xs.Capacity);
        List<double> ds = new List<double>(2);
        ds.Add(2.5); ds.Add(-1); ds.Add(0.1);
        ds.Sort();
        Console.WriteLine(Show(ds.ToArray()));
        try { int v = xs[3]; Console.WriteLine(v); }
        catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { xs.Insert(5, 1); }
        catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { new List<int>(-1); }
        catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { ds.Capacity = 1; }
        catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        Stack<string> st = new Stack<string>();
        st.Push("a"); st.Push("b"); st.Push("c");
        Console.WriteLine(st.Pop() + st.Peek() + st.Count);
        Queue<int> q = new Queue<int>();
        for (int i = 0; i < 6; i++) q.Enqueue(i);
        q.Dequeue(); q.Dequeue(); q.Enqueue(9);
        Console.WriteLine(Show(q.ToArray()) + " " + q.Peek() + " " + q.Count);
        try { new Stack<int>().Pop(); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        try { new Queue<int>().Dequeue(); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        List<List<int>> nested = new List<List<int>>();
        nested.Add(new List<int>()); nested[0].Add(7);
        Console.WriteLine(nested[0][0] + " " + nested.Count);
        Console.WriteLine(xs);
    }
}
