// mono: skip-output
// The messages of an array's fixed-size list (.NET 8's; Mono 6.8 words
// them differently, e.g. "Collection is of a fixed size"): Add, Insert,
// Remove and RemoveAt through ICollection<T>/IList<T>, Clear ("Collection
// is read-only."), the indexer out of range, CopyTo's checks (Array.Copy's
// parameter names), Current outside the enumeration.
using System;
using System.Collections;
using System.Collections.Generic;

class P
{
    static void Try(string what, Action a)
    {
        try {
            a();
            Console.WriteLine(what + ": no exception");
        } catch (ArgumentNullException e) {
            Console.WriteLine(what + ": ArgumentNullException: " + e.Message);
        } catch (ArgumentOutOfRangeException e) {
            Console.WriteLine(what + ": ArgumentOutOfRangeException: " + e.Message);
        } catch (ArgumentException e) {
            Console.WriteLine(what + ": ArgumentException: " + e.Message);
        } catch (NotSupportedException e) {
            Console.WriteLine(what + ": NotSupportedException: " + e.Message);
        } catch (InvalidOperationException e) {
            Console.WriteLine(what + ": InvalidOperationException: " + e.Message);
        }
    }

    static void Main()
    {
        int[] a = { 1, 2, 3 };
        IList<int> l = a;
        ICollection<int> c = a;
        Try("Add", () => c.Add(4));
        Try("Insert", () => l.Insert(0, 4));
        Try("Remove", () => c.Remove(1));
        Try("RemoveAt", () => l.RemoveAt(0));
        Try("Clear", () => c.Clear());
        Try("get [3]", () => Console.WriteLine(l[3]));
        Try("set [-1]", () => l[-1] = 0);
        Try("CopyTo null", () => c.CopyTo(null, 0));
        Try("CopyTo -1", () => c.CopyTo(new int[5], -1));
        Try("CopyTo short", () => c.CopyTo(new int[3], 1));
        IEnumerator<int> e = ((IEnumerable<int>)a).GetEnumerator();
        Try("Current before", () => Console.WriteLine(e.Current));
        while (e.MoveNext()) {
        }
        Try("Current after", () => Console.WriteLine(e.Current));
        IEnumerator ne = ((IEnumerable)a).GetEnumerator();
        Try("non-generic Current before", () => Console.WriteLine(ne.Current));
        Console.WriteLine("array: " + a[0] + a[1] + a[2]);
    }
}
