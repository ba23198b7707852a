// foreach over the generic library interfaces (docs/interfaces.md, issue 16):
// List<T>'s struct enumerator, IEnumerable<T>/IEnumerator<T> through interface
// dispatch (disposal in a finally), Stack<T>/Queue<T> enumerators, the
// collection interfaces List<T> implements, a user enumerable of its own,
// and .NET's exceptions for a collection modified during enumeration and
// Current outside the enumeration.
using System;
using System.Collections;
using System.Collections.Generic;

struct Pt
{
    public int X, Y;
    public Pt(int x, int y) { X = x; Y = y; }
}

// A user enumerable: its class enumerator is disposed in foreach's finally.
class Countdown : IEnumerable<int>
{
    private int _from;
    public static int Disposed;
    public Countdown(int from) { _from = from; }

    public IEnumerator<int> GetEnumerator() { return new It(_from); }
    IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }

    private class It : IEnumerator<int>
    {
        private int _n;
        public It(int n) { _n = n + 1; }
        public bool MoveNext() { _n--; return _n > 0; }
        public int Current { get { return _n; } }
        object IEnumerator.Current { get { return _n; } }
        public void Reset() { }
        public void Dispose() { Disposed++; }
    }
}

// A generic class enumerating through a nested generic-struct enumerator.
class Ring<T> : IEnumerable<T>
{
    private T[] _items;
    private int _start;
    public enum Dir { Fwd, Back }   // an enum nested in a generic class
    public Dir Mode = Dir.Back;
    public Ring(T[] items, int start) { _items = items; _start = start; }
    public Walker GetEnumerator() { return new Walker(this); }
    IEnumerator<T> IEnumerable<T>.GetEnumerator() { return new Walker(this); }
    IEnumerator IEnumerable.GetEnumerator() { return new Walker(this); }

    public struct Walker : IEnumerator<T>
    {
        private Ring<T> _ring;
        private int _i;
        internal Walker(Ring<T> ring) { _ring = ring; _i = -1; }
        public bool MoveNext() { _i++; return _i < _ring._items.Length; }
        public T Current { get { return _ring._items[(_ring._start + _i) % _ring._items.Length]; } }
        object IEnumerator.Current { get { return Current; } }
        void IEnumerator.Reset() { _i = -1; }
        public void Dispose() { }
    }
}

class P
{
    static int Sum(IEnumerable<int> xs)
    {
        int s = 0;
        foreach (int x in xs)
            s += x;
        return s;
    }

    static string Join<T>(IEnumerable<T> xs)
    {
        string s = "";
        foreach (T x in xs)
            s += (s.Length > 0 ? "," : "") + x;
        return "[" + s + "]";
    }

    static int CountOf<T>(ICollection<T> c) { return c.Count; }

    static void Main()
    {
        var list = new List<int>();
        for (int i = 1; i <= 5; i++)
            list.Add(i * i);
        foreach (var x in list)
            Console.Write(x + " ");
        Console.WriteLine();
        Console.WriteLine("sum " + Sum(list) + " " + Join(list));

        // the collection interfaces
        IList<int> il = list;
        il[0] = 100;
        il.Insert(1, 7);
        il.RemoveAt(2);
        Console.WriteLine(il[0] + " " + il[1] + " " + il.Count + " " + il.IndexOf(9) + " " + il.Contains(25));
        IReadOnlyList<int> rl = list;
        Console.WriteLine(rl[rl.Count - 1] + " " + rl.Count);
        ICollection<int> col = list;
        col.Add(-1);
        Console.WriteLine(col.Remove(7) + " " + col.Remove(7) + " " + col.IsReadOnly + " " + CountOf(col));
        int[] dst = new int[list.Count + 2];
        col.CopyTo(dst, 1);
        foreach (int x in dst)
            Console.Write(x + ",");
        Console.WriteLine();

        // a list of structs through its struct enumerator, and of strings through IEnumerable<T>
        var pts = new List<Pt>();
        pts.Add(new Pt(1, 2));
        pts.Add(new Pt(3, 4));
        int total = 0;
        foreach (Pt p in pts)
            total += p.X * p.Y;
        Console.WriteLine("pts " + total);
        var words = new List<string>();
        words.Add("alpha");
        words.Add(null);
        words.Add("gamma");
        Console.WriteLine(Join(words));

        // the non-generic interface: boxed enumerator, object elements
        IEnumerable ne = words;
        foreach (object o in ne)
            Console.Write(o == null ? "null " : o + " ");
        Console.WriteLine();

        // the enumerator by hand
        var le = list.GetEnumerator();
        while (le.MoveNext())
            Console.Write(le.Current + ";");
        Console.WriteLine();
        le.Dispose();
        IEnumerator<int> ie = ((IEnumerable<int>)list).GetEnumerator();
        Console.WriteLine(ie.MoveNext() + " " + ie.Current);
        IEnumerator nie = ie;
        Console.WriteLine(nie.Current);
        nie.Reset();
        Console.WriteLine(ie.MoveNext() + " " + ie.Current);
        ie.Dispose();

        // Stack<T> (top first) and Queue<T> (head first)
        var st = new Stack<string>();
        st.Push("a");
        st.Push("b");
        st.Push("c");
        foreach (string s in st)
            Console.Write(s);
        Console.WriteLine(" " + Join(st));
        var q = new Queue<int>();
        for (int i = 0; i < 6; i++)
            q.Enqueue(i);
        q.Dequeue();
        q.Dequeue();
        q.Enqueue(6);
        foreach (int i in q)
            Console.Write(i);
        Console.WriteLine(" " + Sum(q));

        // a user enumerable: disposal in the finally, also on break and on throw
        foreach (int i in new Countdown(3))
            Console.Write(i);
        Console.WriteLine(" disposed " + Countdown.Disposed);
        foreach (int i in new Countdown(5))
            if (i == 3)
                break;
        Console.WriteLine("after break, disposed " + Countdown.Disposed);
        try {
            foreach (int i in new Countdown(2))
                throw new Exception("boom " + i);
        } catch (Exception ex) {
            Console.WriteLine(ex.Message + ", disposed " + Countdown.Disposed);
        }
        Console.WriteLine(Sum(new Countdown(4)) + " disposed " + Countdown.Disposed);

        var ring = new Ring<char>(new char[] { 'a', 'b', 'c', 'd' }, 2);
        foreach (char c in ring)
            Console.Write(c);
        Console.WriteLine(" " + Join(ring) + " " + ring.Mode + " " + (int)ring.Mode);

        // .NET's exceptions
        try {
            foreach (int x in list)
                if (x == 100)
                    list.Add(1);
        } catch (InvalidOperationException ex) {
            Console.WriteLine("List: " + ex.Message);
        }
        try {
            foreach (int x in (IEnumerable<int>)list)
                list[0] = x;
        } catch (InvalidOperationException ex) {
            Console.WriteLine("IEnumerable<T>: " + ex.Message);
        }
        try {
            foreach (string s in st)
                st.Pop();
        } catch (InvalidOperationException ex) {
            Console.WriteLine("Stack: " + ex.Message);
        }
        try {
            foreach (int x in q)
                q.Enqueue(x);
        } catch (InvalidOperationException ex) {
            Console.WriteLine("Queue: " + ex.Message);
        }
        try {
            IEnumerator ne2 = ((IEnumerable)list).GetEnumerator();
            Console.WriteLine(ne2.Current);
        } catch (InvalidOperationException ex) {
            Console.WriteLine("not started: " + ex.Message);
        }
        try {
            var se = st.GetEnumerator();
            Console.WriteLine(se.Current);
        } catch (InvalidOperationException ex) {
            Console.WriteLine("Stack not started: " + ex.Message);
        }
        try {
            var qe = q.GetEnumerator();
            while (qe.MoveNext()) { }
            Console.WriteLine(qe.Current);
        } catch (InvalidOperationException ex) {
            Console.WriteLine("Queue finished: " + ex.Message);
        }
        var empty = new List<int>();
        foreach (int x in empty)
            Console.WriteLine("never");
        Console.WriteLine("done " + Sum(empty));
    }
}
