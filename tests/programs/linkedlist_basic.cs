// LinkedList<T>: AddFirst/AddLast/AddBefore/AddAfter (values and nodes),
// First/Last, a node's Next/Previous/List/Value, Find/FindLast, Contains,
// Remove (value and node), RemoveFirst/RemoveLast, Clear, CopyTo, the
// constructor from a sequence, foreach and IEnumerator, ICollection<T>,
// and .NET's exceptions (empty list, foreign or attached nodes, changes
// during enumeration).
using System;
using System.Collections;
using System.Collections.Generic;

class LinkedListBasic
{
    static string Show<T>(LinkedList<T> l)
    {
        string s = "";
        foreach (T x in l)
            s += (s.Length > 0 ? " " : "") + x;
        string back = "";
        for (LinkedListNode<T> n = l.Last; n != null; n = n.Previous)
            back += (back.Length > 0 ? " " : "") + n.Value;
        return "[" + s + "] back [" + back + "] " + l.Count;
    }

    static void Main()
    {
        var l = new LinkedList<int>();
        Console.WriteLine(Show(l) + " " + (l.First == null) + " " + (l.Last == null));
        LinkedListNode<int> two = l.AddLast(2);
        l.AddFirst(1);
        l.AddLast(4);
        LinkedListNode<int> three = l.AddAfter(two, 3);
        l.AddBefore(l.First, 0);
        l.AddAfter(l.Last, 5);
        Console.WriteLine(Show(l));
        Console.WriteLine(l.First.Value + " " + l.Last.Value + " " + (l.First.Previous == null) + " " + (l.Last.Next == null) + " " + three.Previous.Value + " " + three.Next.Value + " " + (three.List == l));
        var extra = new LinkedListNode<int>(9);
        Console.WriteLine((extra.List == null) + " " + (extra.Next == null));
        l.AddBefore(three, extra);
        l.AddFirst(new LinkedListNode<int>(-1));
        l.AddLast(new LinkedListNode<int>(6));
        Console.WriteLine(Show(l));
        l.AddLast(3);
        Console.WriteLine((l.Find(3) == three) + " " + (l.FindLast(3) == l.Last) + " " + (l.Find(42) == null) + " " + l.Contains(9) + " " + l.Contains(10));
        Console.WriteLine(l.Remove(3) + " " + l.Remove(42) + " " + (three.List == null) + " " + (three.Next == null));
        l.Remove(extra);
        l.RemoveFirst();
        l.RemoveLast();
        Console.WriteLine(Show(l));
        three.Value = 33;
        l.AddLast(three);
        l.First.Value = 100;
        Console.WriteLine(Show(l));
        int[] arr = new int[l.Count + 2];
        l.CopyTo(arr, 1);
        Console.WriteLine(arr[0] + " " + arr[1] + " " + arr[arr.Length - 1]);

        var words = new LinkedList<string>(new List<string> { "a", null, "c" });
        Console.WriteLine(Show(words) + " " + words.Contains(null) + " " + (words.Find(null).Previous.Value));
        ICollection<string> coll = words;
        coll.Add("d");
        Console.WriteLine(coll.Count + " " + coll.IsReadOnly + " " + coll.Remove("a"));
        IEnumerator e = ((IEnumerable)words).GetEnumerator();
        string r = "";
        while (e.MoveNext())
            r += e.Current ?? "null";
        Console.WriteLine(r);
        var fromArray = new LinkedList<char>(new char[] { 'x', 'y' });
        Console.WriteLine(Show(fromArray));
        words.Clear();
        Console.WriteLine(Show(words) + " " + (words.First == null));

        var empty = new LinkedList<int>();
        try { empty.RemoveFirst(); } catch (InvalidOperationException ex) { Console.WriteLine(ex.Message); }
        try { empty.RemoveLast(); } catch (InvalidOperationException ex) { Console.WriteLine(ex.Message); }
        try { empty.Remove(l.First); } catch (InvalidOperationException ex) { Console.WriteLine(ex.Message); }
        try { empty.AddFirst(l.First); } catch (InvalidOperationException ex) { Console.WriteLine(ex.Message); }
        try { empty.AddAfter(l.First, 1); } catch (InvalidOperationException ex) { Console.WriteLine(ex.Message); }
        try { l.AddBefore(null, 1); } catch (ArgumentNullException ex) { Console.WriteLine("null " + ex.ParamName); }
        try {
            foreach (int x in l)
                if (x == 100)
                    l.AddLast(7);
        } catch (InvalidOperationException ex) {
            Console.WriteLine(ex.Message);
        }
        try {
            foreach (int x in l)
                l.Remove(x);
        } catch (InvalidOperationException ex) {
            Console.WriteLine(ex.Message);
        }
        Console.WriteLine(Show(l));
    }
}
